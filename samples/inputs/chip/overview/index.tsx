import { useState } from "react";
import { IgrButton, IgrChip } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

const cities = ["Lisbon", "Kyoto", "Oslo", "Cape Town", "Lima", "Montreal"];

export default function ChipOverviewSample() {
  const [chips, setChips] = useState(cities);
  const [selected, setSelected] = useState<string[]>(["Kyoto"]);
  const [removable, setRemovable] = useState(true);
  const [selectable, setSelectable] = useState(true);
  const [disabled, setDisabled] = useState(false);

  const remove = (city: string) => {
    setChips((c) => c.filter((x) => x !== city));
    setSelected((s) => s.filter((x) => x !== city));
  };
  const select = (city: string, on: boolean) => setSelected((s) => (on ? [...s, city] : s.filter((x) => x !== city)));

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Removable" checked={removable} onChange={setRemovable} />
        <SwitchControl label="Selectable" checked={selectable} onChange={setSelectable} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <Section title="Trip destinations">
        <Row style={{ gap: 8 }}>
          {chips.map((city) => (
            <IgrChip
              key={city}
              removable={removable}
              selectable={selectable}
              disabled={disabled}
              selected={selected.includes(city)}
              onRemove={() => remove(city)}
              onSelect={(e) => select(city, e.detail)}
            >
              <span slot="prefix" className="material-icons" style={{ fontSize: 18 }}>
                place
              </span>
              {city}
            </IgrChip>
          ))}
          {chips.length === 0 && <span style={{ opacity: 0.7 }}>All chips removed.</span>}
        </Row>
        <div>
          Selected: <b>{selected.length ? selected.join(", ") : "none"}</b>
        </div>
        <div>
          <IgrButton variant="outlined" disabled={chips.length === cities.length} onClick={() => setChips(cities)}>
            Restore chips
          </IgrButton>
        </div>
      </Section>
    </Page>
  );
}
