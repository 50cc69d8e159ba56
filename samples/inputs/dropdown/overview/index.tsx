import { useState } from "react";
import { IgrButton, IgrDropdown, IgrDropdownItem } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { EventLog, Icon, Page, Section } from "../../_shared/page";

const sorts = [
  { value: "relevance", text: "Relevance" },
  { value: "price-asc", text: "Price: low to high" },
  { value: "price-desc", text: "Price: high to low" },
  { value: "rating", text: "Customer rating" },
  { value: "newest", text: "Newest arrivals" },
];

export default function DropdownOverviewSample() {
  const [sort, setSort] = useState("relevance");
  const [keepOpen, setKeepOpen] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const note = (t: string) => setLog((l) => [t, ...l].slice(0, 12));

  const label = sorts.find((s) => s.value === sort)?.text;

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Keep open on select" checked={keepOpen} onChange={setKeepOpen} />
      </ControlBar>
      <Section title="Sort products">
        {/* The element in the target slot toggles the list; Arrow keys, Enter and Escape work too. */}
        <IgrDropdown
          open
          keepOpenOnSelect={keepOpen}
          onChange={(e) => {
            setSort(e.detail.value);
            note(`igcChange: ${e.detail.value}`);
          }}
          onOpening={() => note("igcOpening")}
          onOpened={() => note("igcOpened")}
          onClosing={() => note("igcClosing")}
          onClosed={() => note("igcClosed")}
        >
          <IgrButton slot="target" variant="outlined">
            <Icon slot="prefix" name="sort" />
            Sort: {label}
          </IgrButton>
          {sorts.map((s) => (
            <IgrDropdownItem key={s.value} value={s.value} selected={s.value === sort}>
              {s.text}
            </IgrDropdownItem>
          ))}
        </IgrDropdown>
      </Section>
      <EventLog entries={log} style={{ flex: 1, maxWidth: 480, marginTop: 220 }} />
    </Page>
  );
}
