import { useState, type CSSProperties } from "react";
import { ControlDisplayDensity } from "igniteui-react-core";
import { IgrMultiColumnComboBox, IgrMultiColumnComboBoxModule, SortMode } from "igniteui-react-data-grids";
import { IgrXCheckbox, IgrXCheckboxModule } from "igniteui-react-inputs";

IgrMultiColumnComboBoxModule.register();
IgrXCheckboxModule.register();

interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  passengers: number;
}

// Passengers in millions per year (rounded, illustrative).
const airports: Airport[] = [
  { code: "ATL", name: "Hartsfield-Jackson", city: "Atlanta", country: "United States", passengers: 104.7 },
  { code: "DXB", name: "Dubai International", city: "Dubai", country: "United Arab Emirates", passengers: 87.0 },
  { code: "DFW", name: "Dallas/Fort Worth", city: "Dallas", country: "United States", passengers: 81.8 },
  { code: "LHR", name: "Heathrow", city: "London", country: "United Kingdom", passengers: 79.2 },
  { code: "HND", name: "Haneda", city: "Tokyo", country: "Japan", passengers: 78.7 },
  { code: "DEN", name: "Denver International", city: "Denver", country: "United States", passengers: 77.8 },
  { code: "IST", name: "Istanbul Airport", city: "Istanbul", country: "Turkey", passengers: 76.0 },
  { code: "LAX", name: "Los Angeles International", city: "Los Angeles", country: "United States", passengers: 75.1 },
  { code: "ORD", name: "O'Hare International", city: "Chicago", country: "United States", passengers: 73.9 },
  { code: "DEL", name: "Indira Gandhi International", city: "Delhi", country: "India", passengers: 72.2 },
  { code: "CDG", name: "Charles de Gaulle", city: "Paris", country: "France", passengers: 67.4 },
  { code: "AMS", name: "Schiphol", city: "Amsterdam", country: "Netherlands", passengers: 61.9 },
  { code: "MAD", name: "Adolfo Suárez Madrid-Barajas", city: "Madrid", country: "Spain", passengers: 60.2 },
  { code: "FRA", name: "Frankfurt Airport", city: "Frankfurt", country: "Germany", passengers: 59.4 },
  { code: "SIN", name: "Changi", city: "Singapore", country: "Singapore", passengers: 58.9 },
  { code: "ICN", name: "Incheon International", city: "Seoul", country: "South Korea", passengers: 56.1 },
  { code: "SYD", name: "Kingsford Smith", city: "Sydney", country: "Australia", passengers: 38.9 },
  { code: "GRU", name: "Guarulhos", city: "São Paulo", country: "Brazil", passengers: 41.3 },
];

type Columns = "all" | "short";
type Sort = "one" | "multi";

const sortModes: Record<Sort, SortMode> = {
  one: SortMode.SortByOneColumnOnly,
  multi: SortMode.SortByMultipleColumns,
};

const row: CSSProperties = { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8px 20px" };

// The settings use the inputs package's own checkbox, which the combo box already loads:
// this page stays within the editors' download budget.
function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <IgrXCheckbox checked={checked} change={(_s, e) => onChange(e.isChecked)} ariaLabel={label} />
      {label}
    </label>
  );
}

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 20, padding: 16, boxSizing: "border-box", overflow: "auto" };

// The component applies every new array or object it is given: one per module, not one per render.
const valueField = ["code"];

export default function MultiColumnComboBoxOverviewSample() {
  const [columns, setColumns] = useState<Columns>("all");
  const [sort, setSort] = useState<Sort>("one");
  const [headers, setHeaders] = useState(true);
  const [separators, setSeparators] = useState(true);
  const [filter, setFilter] = useState(true);
  const [code, setCode] = useState<string | null>("LHR");

  const selected = airports.find((a) => a.code === code);

  return (
    <div style={page}>
      <div style={row}>
        <Toggle label="All fields" checked={columns === "all"} onChange={(v) => setColumns(v ? "all" : "short")} />
        <Toggle label="Sort by several columns" checked={sort === "multi"} onChange={(v) => setSort(v ? "multi" : "one")} />
        <Toggle label="Column headers" checked={headers} onChange={setHeaders} />
        <Toggle label="Row separators" checked={separators} onChange={setSeparators} />
        <Toggle label="Filter as you type" checked={filter} onChange={setFilter} />
      </div>

      <div style={{ width: 380 }}>
        <IgrMultiColumnComboBox
          // A new combo when the column set changes: fields are read when the drop-down is built.
          key={columns}
          height="56px"
          label="Departure airport"
          placeholder="Type a city or airport"
          dataSource={airports}
          fields={columns === "all" ? ["code", "name", "city", "country", "passengers"] : ["code", "city", "country"]}
          textField="city"
          valueField={valueField}
          value={code ?? undefined}
          sortMode={sortModes[sort]}
          columnHeadersVisible={headers}
          rowSeparatorsVisible={separators}
          allowFilter={filter}
          showClearButton={true}
          density={ControlDisplayDensity.Comfortable}
          selectedValueChanged={(_s, e) => setCode((e.newValue as string | null | undefined) ?? null)}
        />
      </div>

      <div style={{ fontSize: 14 }}>
        {selected ? (
          <>
            Selected: <b>{selected.code}</b> — {selected.name}, {selected.city} ({selected.country}),{" "}
            {selected.passengers.toFixed(1)} million passengers a year
          </>
        ) : (
          "No airport selected."
        )}
      </div>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 640 }}>
        Open the drop-down to see every field of an airport in its own column. Typing filters the rows by the text
        field (the city); clicking a column header sorts the list.
      </p>
    </div>
  );
}
