import { useState } from "react";
import { IgrHighlight, IgrInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";
import { paragraphs, title } from "../_shared/article";
import { useHighlight } from "../_shared/use-highlight";

export default function HighlightOverviewSample() {
  const [text, setText] = useState("honey");
  const { ref } = useHighlight([text]);

  return (
    <Page>
      <IgrInput label="Highlight" value={text} style={{ maxWidth: 360 }} onInput={(e) => setText(e.detail)}>
        <Icon slot="prefix" name="search" />
      </IgrInput>
      <Section title={title}>
        {/* The highlight marks every match of searchText in its slotted content, without changing the DOM. */}
        <IgrHighlight ref={ref} searchText={text}>
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
