import { useCallback, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrTreemap, IgrTreemapModule, IgrTreemapNodePointerEventArgs } from "igniteui-react-charts";
import { chartPage, ControlBar, SwitchControl } from "../../_shared/controls";
import { population } from "../_shared/data";
import { styleByContinent } from "../_shared/colors";

IgrTreemapModule.register();

const maxEntries = 40;
const byContinent = styleByContinent({ asia: "#264653", africa: "#2a9d8f", europe: "#e76f51", americas: "#f4a261", oceania: "#e9c46a" });

export default function TreeMapEventsSample() {
  const [log, setLog] = useState<string[]>([]);
  const [logMoves, setLogMoves] = useState(false);

  const add = useCallback((entry: string) => {
    const time = new Date().toLocaleTimeString("en-GB");
    setLog((list) => [`${time}  ${entry}`, ...list].slice(0, maxEntries));
  }, []);

  const describe = (e: IgrTreemapNodePointerEventArgs) => {
    const where = e.isOverHeader ? " (header)" : "";
    const value = e.label && e.sum ? ` — ${Math.round(e.sum)} M` : "";
    return `${e.label ?? "?"}${where}${value}`;
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Log pointer moves (nodePointerOver)" checked={logMoves} onChange={setLogMoves} />
        <IgrButton variant="outlined" onClick={() => setLog([])}>
          Clear log
        </IgrButton>
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrTreemap
            dataSource={population}
            idMemberPath="id"
            parentIdMemberPath="parent"
            labelMemberPath="name"
            valueMemberPath="population"
            nodeStyling={byContinent}
            outline="#ffffff"
            strokeThickness={1}
            nodePointerEnter={(_s, e) => add(`nodePointerEnter: ${describe(e)}`)}
            nodePointerLeave={(_s, e) => add(`nodePointerLeave: ${describe(e)}`)}
            nodePointerOver={logMoves ? (_s, e) => add(`nodePointerOver: ${describe(e)}`) : undefined}
            nodePointerPressed={(_s, e) => add(`nodePointerPressed: ${describe(e)}`)}
            nodePointerReleased={(_s, e) => add(`nodePointerReleased: ${describe(e)}`)}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ width: 340, display: "flex", flexDirection: "column", border: "1px solid var(--ig-gray-300)", borderRadius: 6 }}>
          <div style={{ padding: "6px 10px", fontWeight: 600, borderBottom: "1px solid var(--ig-gray-300)" }}>Events, newest first</div>
          <div style={{ flex: 1, overflow: "auto", padding: "6px 10px", fontFamily: "monospace", fontSize: 12, lineHeight: 1.6 }}>
            {log.length ? log.map((line, i) => <div key={log.length - i}>{line}</div>) : <div style={{ opacity: 0.75 }}>Move over and click the nodes.</div>}
          </div>
        </div>
      </div>
    </div>
  );
}
