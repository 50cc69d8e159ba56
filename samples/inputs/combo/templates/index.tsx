import { IgrCombo } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";
import { cities, continentIcons, type City } from "../_shared/cities";

// Render props: the combo calls these with each item (or the first item of a group).
const itemTemplate = ({ item }: { item: City }) => (
  <div style={{ display: "flex", justifyContent: "space-between", gap: 16, width: "100%" }}>
    <span>
      <b>{item.name}</b> <small style={{ opacity: 0.85 }}>{item.country}</small>
    </span>
    <small style={{ opacity: 0.85 }}>{item.population} M</small>
  </div>
);

const groupHeaderTemplate = ({ item }: { item: City }) => (
  <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
    <Icon name={continentIcons[item.continent]} size={18} />
    {item.continent.toUpperCase()}
  </div>
);

// The component applies every new array or object it is given: one per module, not one per render.
const value = ["PAR"];

export default function ComboTemplatesSample() {
  return (
    <Page>
      <Section title="Item, group header, header, footer, prefix and empty templates">
        <IgrCombo
          style={{ maxWidth: 460 }}
          label="Cities"
          placeholder="Open the list"
          data={cities}
          valueKey="id"
          displayKey="name"
          groupKey="continent"
          value={value}
          open
          itemTemplate={itemTemplate}
          groupHeaderTemplate={groupHeaderTemplate}
        >
          <span slot="prefix" className="material-icons">
            location_city
          </span>
          <div slot="header" style={{ padding: "8px 12px", fontSize: 13, opacity: 0.8 }}>
            Population in millions
          </div>
          <div slot="footer" style={{ padding: "8px 12px", fontSize: 13, opacity: 0.8 }}>
            {cities.length} cities on 3 continents
          </div>
          <div slot="empty" style={{ padding: 12 }}>
            No city matches your search.
          </div>
          <span slot="helper-text">Each item shows its country and population.</span>
        </IgrCombo>
      </Section>
    </Page>
  );
}
