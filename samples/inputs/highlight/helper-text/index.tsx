import { useState } from "react";
import { IgrHighlight, IgrInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";
import { paragraphs } from "../_shared/article";
import { useHighlight } from "../_shared/use-highlight";

export default function HighlightHelperTextSample() {
  const [text, setText] = useState("wax");
  const { ref: highlight, status } = useHighlight([text]);
  const size = status.size;

  // The input's helper-text slot reports what the highlight found.
  const helper = !text ? "Type a word to search the text below" : size === 0 ? `No match for “${text}”` : `${size} ${size === 1 ? "match" : "matches"} highlighted`;

  return (
    <Page>
      <IgrInput label="Search" value={text} style={{ maxWidth: 360 }} invalid={!!text && size === 0} onInput={(e) => setText(e.detail)}>
        <Icon slot="prefix" name="search" />
        <span slot="helper-text">{helper}</span>
      </IgrInput>
      <Section title="Beekeeping notes">
        <IgrHighlight ref={highlight} searchText={text}>
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
