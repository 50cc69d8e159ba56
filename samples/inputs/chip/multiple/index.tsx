import { useState } from "react";
import { IgrChip, IgrInput } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";

const initial = ["react", "typescript", "css", "testing"];

export default function ChipMultipleSample() {
  const [tags, setTags] = useState(initial);
  const [filters, setFilters] = useState<string[]>(["open"]);
  const [draft, setDraft] = useState("");

  const addTag = () => {
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) setTags((t) => [...t, tag]);
    setDraft("");
  };

  return (
    <Page>
      <Section title="Tags: add with Enter, remove with ×">
        <IgrInput
          label="New tag"
          value={draft}
          style={{ maxWidth: 320 }}
          onInput={(e) => setDraft(e.detail)}
          onKeyDown={(e) => e.key === "Enter" && addTag()}
        />
        <Row style={{ gap: 8 }}>
          {tags.map((t) => (
            <IgrChip key={t} removable onRemove={() => setTags((all) => all.filter((x) => x !== t))}>
              {t}
            </IgrChip>
          ))}
        </Row>
      </Section>
      <Section title="Filters: select several at once">
        <Row style={{ gap: 8 }}>
          {["open", "in review", "merged", "closed", "draft"].map((f) => (
            <IgrChip
              key={f}
              selectable
              selected={filters.includes(f)}
              onSelect={(e) => setFilters((s) => (e.detail ? [...s, f] : s.filter((x) => x !== f)))}
            >
              {f}
            </IgrChip>
          ))}
        </Row>
        <div>
          Showing pull requests that are: <b>{filters.length ? filters.join(" or ") : "anything"}</b>
        </div>
      </Section>
    </Page>
  );
}
