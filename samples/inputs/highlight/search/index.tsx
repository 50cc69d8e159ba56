import { useState } from "react";
import { IgrHighlight, IgrIconButton, IgrInput } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Icon, Page, Row, Section } from "../../_shared/page";
import { paragraphs, title } from "../_shared/article";
import { useHighlight } from "../_shared/use-highlight";

export default function HighlightSearchSample() {
  const [text, setText] = useState("bee");
  const [caseSensitive, setCaseSensitive] = useState(false);

  // size and current are read back from the component after each search or move.
  const { ref: highlight, status, read } = useHighlight([text, caseSensitive]);

  const move = (dir: "next" | "previous") => {
    highlight.current?.[dir]();
    read();
  };

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Case sensitive" checked={caseSensitive} onChange={setCaseSensitive} />
      </ControlBar>
      <Row>
        <IgrInput
          label="Find in article"
          value={text}
          style={{ width: 300 }}
          onInput={(e) => setText(e.detail)}
          onKeyDown={(e) => e.key === "Enter" && move(e.shiftKey ? "previous" : "next")}
        >
          <Icon slot="prefix" name="search" />
        </IgrInput>
        <span style={{ minWidth: 90, alignSelf: "flex-end", paddingBottom: 10 }}>
          {status.size ? `${status.current + 1} of ${status.size}` : "no matches"}
        </span>
        <IgrIconButton variant="outlined" aria-label="Previous match" disabled={!status.size} onClick={() => move("previous")} style={{ alignSelf: "flex-end" }}>
          <Icon name="keyboard_arrow_up" />
        </IgrIconButton>
        <IgrIconButton variant="outlined" aria-label="Next match" disabled={!status.size} onClick={() => move("next")} style={{ alignSelf: "flex-end" }}>
          <Icon name="keyboard_arrow_down" />
        </IgrIconButton>
      </Row>
      <Section title={title} style={{ flex: 1, minHeight: 200, overflow: "auto" }}>
        <IgrHighlight ref={highlight} searchText={text} caseSensitive={caseSensitive}>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 20)} style={{ margin: "0 0 12px", maxWidth: 720, lineHeight: 1.6 }}>
              {p}
            </p>
          ))}
        </IgrHighlight>
      </Section>
    </Page>
  );
}
