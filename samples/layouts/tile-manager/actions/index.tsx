import { useState, type CSSProperties } from "react";
import { IgrIconButton, IgrTile, IgrTileManager } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { EventLog, tileTitle, useEventLog } from "../_shared/event-log";
import { widgets } from "../_shared/widgets";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

// The header actions: built-in maximize and fullscreen, a custom maximize icon, and extra actions in the "actions" slot.
export default function TileManagerActionsSample() {
  const [maximize, setMaximize] = useState(true);
  const [fullscreen, setFullscreen] = useState(true);
  const [customIcon, setCustomIcon] = useState(true);
  const [hidden, setHidden] = useState<string[]>([]);
  const { lines, add } = useEventLog();

  const shown = widgets.filter((w) => !hidden.includes(w.id)).slice(0, 5);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Maximize action" checked={maximize} onChange={setMaximize} />
        <SwitchControl label="Fullscreen action" checked={fullscreen} onChange={setFullscreen} />
        <SwitchControl label="Custom maximize icon" checked={customIcon} onChange={setCustomIcon} />
      </ControlBar>
      <div style={{ display: "flex", gap: 12, flex: 1, minHeight: 380 }}>
        <IgrTileManager
          columnCount={2}
          gap="12px"
          minRowHeight="160px"
          style={{ flex: 3, overflow: "auto" }}
          onTileMaximize={(e) => add(`tileMaximize: ${tileTitle(e.detail.tile)} ${e.detail.state ? "maximized" : "restored"}`)}
          onTileFullscreen={(e) => add(`tileFullscreen: ${tileTitle(e.detail.tile)} ${e.detail.state ? "entered" : "left"}`)}
        >
          {shown.map((w) => (
            <IgrTile key={w.id} data-title={w.title} disableMaximize={!maximize} disableFullscreen={!fullscreen}>
              <span slot="title">{w.title}</span>
              {customIcon && (
                <span slot="maximize-action" className="material-icons" style={{ fontSize: 20, cursor: "pointer" }} title="Maximize">
                  open_in_full
                </span>
              )}
              <IgrIconButton slot="actions" variant="flat" aria-label={`Refresh ${w.title}`} onClick={() => add(`custom action: refresh ${w.title}`)}>
                <span className="material-icons">refresh</span>
              </IgrIconButton>
              <IgrIconButton
                slot="actions"
                variant="flat"
                aria-label={`Hide ${w.title}`}
                onClick={() => {
                  setHidden((h) => [...h, w.id]);
                  add(`custom action: hide ${w.title}`);
                }}
              >
                <span className="material-icons">visibility_off</span>
              </IgrIconButton>
              {w.render()}
            </IgrTile>
          ))}
        </IgrTileManager>
        <EventLog lines={lines} hint="Use the icons in a tile's header." style={{ flex: 1 }} />
      </div>
      {hidden.length > 0 && (
        <div>
          Hidden: {hidden.length} tile(s).{" "}
          <a href="#" onClick={(e) => { e.preventDefault(); setHidden([]); }}>
            Show all
          </a>
        </div>
      )}
    </div>
  );
}
