import { useState } from "react";
import { IgrHighlight, IgrInput } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";
import { paragraphs } from "../_shared/article";
import { useHighlight } from "../_shared/use-highlight";
import "./highlight-styling.css";

type Look = "default" | "custom" | "marker";
const looks = [
  { value: "default", text: "Theme default" },
  { value: "custom", text: "Blue and pink" },
  { value: "marker", text: "Marker pen" },
] as const;

const classes: Record<Look, string | undefined> = {
  default: undefined,
  custom: "highlight-styling-custom",
  marker: "highlight-styling-marker",
};

export default function HighlightStylingSample() {
  const [search, setSearch] = useState("the");
  const [look, setLook] = useState<Look>("custom");
  const { ref } = useHighlight([search]);
  return (
    <Page>
      <ControlBar>
        <IgrInput label="Highlight" value={search} style={{ width: 240 }} onInput={(e) => setSearch(e.detail)} />
        <ToggleGroup label="Style" value={look} options={looks} onChange={setLook} />
      </ControlBar>
      <Section title="Resting matches and the active (first) match">
        <IgrHighlight ref={ref} className={classes[look]} searchText={search}>
          {paragraphs.slice(0, 2).map((p) => (
            <p key={p.slice(0, 20)} style={{ margin: "0 0 12px", maxWidth: 720, lineHeight: 1.6 }}>
              {p}
            </p>
          ))}
        </IgrHighlight>
      </Section>
    </Page>
  );
}
