import { useState } from "react";
import { IgrChip, IgrIcon, IgrInput } from "igniteui-react";
import { StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { ICONS } from "../../_shared/icons";
import { Page, Row, Section } from "../../_shared/page";

type Variant = "primary" | "info" | "success" | "warning" | "danger";

const initialTags = ["react", "typescript", "css", "testing"];
const statuses = [
  { name: "open", count: 14 },
  { name: "in review", count: 6 },
  { name: "merged", count: 38 },
  { name: "closed", count: 9 },
];

// Chips of one kind side by side, each with its slots: an icon at the start, a count at the end, and
// icons of our own in the select and remove slots in place of the default check mark and cross.
export default function ChipMultipleSample() {
  const [tags, setTags] = useState(initialTags);
  const [filters, setFilters] = useState<string[]>(["open"]);
  const [draft, setDraft] = useState("");
  const [customIcons, setCustomIcons] = useState(true);
  const [variant, setVariant] = useState<Variant>("primary");

  const addTag = () => {
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) setTags((t) => [...t, tag]);
    setDraft("");
  };

  return (
    <Page>
      <Row style={{ alignItems: "flex-end" }}>
        <SwitchControl label="Custom select and remove icons" checked={customIcons} onChange={setCustomIcons} />
        <ToggleGroup label="Variant" value={variant} options={["primary", "info", "success", "warning", "danger"] as const} onChange={setVariant} />
      </Row>
      <Section title="Tags: removable chips (add with Enter)">
        <IgrInput label="New tag" value={draft} style={{ maxWidth: 320 }} onInput={(e) => setDraft(e.detail)} onKeyDown={(e) => e.key === "Enter" && addTag()} />
        <Row style={{ gap: 8 }}>
          <IgrChip disabled variant={variant}>
            <IgrIcon slot="start" name="lock" collection={ICONS} />
            project
          </IgrChip>
          {tags.map((t) => (
            <IgrChip key={t} removable variant={variant} onRemove={() => setTags((all) => all.filter((x) => x !== t))}>
              <IgrIcon slot="start" name="label" collection={ICONS} />
              {t}
              {customIcons && <IgrIcon slot="remove" name="cancel" collection={ICONS} aria-label={`Remove ${t}`} />}
            </IgrChip>
          ))}
        </Row>
        <StatusLine>The locked chip is disabled: it cannot be removed or focused.</StatusLine>
      </Section>
      <Section title="Filters: selectable chips, several at once">
        <Row style={{ gap: 8 }}>
          {statuses.map(({ name, count }) => (
            <IgrChip
              key={name}
              selectable
              variant={variant}
              selected={filters.includes(name)}
              onSelect={(e) => setFilters((s) => (e.detail ? [...s, name] : s.filter((x) => x !== name)))}
            >
              {customIcons && <IgrIcon slot="select" name="done" collection={ICONS} />}
              {name}
              <span slot="end" style={{ fontWeight: 600, marginInlineStart: 4 }}>
                {count}
              </span>
            </IgrChip>
          ))}
          <IgrChip selectable disabled variant={variant}>
            draft
            <span slot="end" style={{ fontWeight: 600, marginInlineStart: 4 }}>
              0
            </span>
          </IgrChip>
        </Row>
        <StatusLine>
          Showing pull requests that are: <b>{filters.length ? filters.join(" or ") : "anything"}</b> (
          {statuses.filter((s) => filters.includes(s.name)).reduce((sum, s) => sum + s.count, 0)})
        </StatusLine>
      </Section>
    </Page>
  );
}
