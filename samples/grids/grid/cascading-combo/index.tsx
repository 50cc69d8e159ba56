import { useRef, useState, type CSSProperties } from "react";
import { IgrCombo } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage } from "../../_shared/controls";
import { locations, shipments, type Shipment } from "./locations";

type Level = "country" | "region" | "city";

/** The choices a level offers for a row: countries always, regions of its country, cities of its region. */
function choices(row: Shipment, level: Level): string[] {
  if (level === "country") return Object.keys(locations);
  const regions = row.country ? locations[row.country] : undefined;
  if (level === "region") return regions ? Object.keys(regions) : [];
  return regions && row.region ? (regions[row.region] ?? []) : [];
}

export default function CascadingComboSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data] = useState(() => shipments.map((s) => ({ ...s })));

  /** Sets one level and clears the levels below it, which no longer match. */
  const pick = (row: Shipment, level: Level, value: string | null) => {
    const change: Partial<Shipment> =
      level === "country" ? { country: value, region: null, city: null } : level === "region" ? { region: value, city: null } : { city: value };
    gridRef.current?.updateRow({ ...row, ...change }, row.id);
  };

  const comboCell = (level: Level, placeholder: string) =>
    function ComboCell({ cell }: IgrCellTemplateContext) {
      const row = cell.row.data as Shipment;
      const options = choices(row, level);
      return (
        <IgrCombo
          // A new key when the parent level changes remounts the combo with the new list.
          key={`${row.country}|${row.region}|${level}`}
          data={options}
          value={row[level] ? [row[level]] : []}
          singleSelect
          disabled={options.length === 0}
          placeholder={placeholder}
          style={{ width: "100%" }}
          onChange={(e) => pick(row, level, (e.detail.newValue[0] as string | undefined) ?? null)}
        />
      );
    };

  const [templates] = useState(() => ({
    country: comboCell("country", "Choose a country"),
    region: comboCell("region", "Choose a region"),
    city: comboCell("city", "Choose a city"),
  }));

  return (
    <div style={gridPage}>
      <Hint>Pick a country, then a region, then a city: each combo lists only what fits the choice to its left, and a new country clears the rest.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          rowHeight={56}
          height="100%"
          width="100%"
          style={{ "--ig-size": "var(--ig-size-small)" } as CSSProperties}
        >
          <IgrColumn field="id" header="#" width="70px" />
          <IgrColumn field="customer" header="Customer" />
          <IgrColumn field="country" header="Country" bodyTemplate={templates.country} />
          <IgrColumn field="region" header="Region" bodyTemplate={templates.region} />
          <IgrColumn field="city" header="City" bodyTemplate={templates.city} />
        </IgrGrid>
      </div>
    </div>
  );
}
