import { useState } from "react";
import { IgrCombo } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";
import { cities, type City } from "../_shared/cities";

export default function ComboOverviewSample() {
  const [value, setValue] = useState<string[]>(["LIS", "TYO"]);
  const [outlined, setOutlined] = useState(true);
  const [grouped, setGrouped] = useState(true);
  const [disabled, setDisabled] = useState(false);

  const picked = cities.filter((c) => value.includes(c.id));

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Group by continent" checked={grouped} onChange={setGrouped} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <Section title="Cities to visit">
        {/* valueKey identifies an item, displayKey is the text shown; type to filter the list. */}
        <IgrCombo
          style={{ maxWidth: 420 }}
          label="Destinations"
          placeholder="Pick cities"
          data={cities}
          valueKey="id"
          displayKey="name"
          groupKey={grouped ? "continent" : undefined}
          value={value}
          outlined={outlined}
          disabled={disabled}
          onChange={(e) => setValue(e.detail.newValue as string[])}
        />
        <div>
          {picked.length} selected: <b>{picked.map((c) => `${c.name} (${c.country})`).join(", ") || "none"}</b>
        </div>
      </Section>
    </Page>
  );
}
