import { useMemo, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTemplateColumn, IgrTextHeader, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { colors, elements, type Category, type Element } from "./elements";

IgrDataGridModule.register();

// One grid row per table row: "period" names it, g1..g18 hold the elements of each group.
type Row = { key: number; period: string } & Record<string, Element | number | string | undefined>;
const rowNames: Record<number, string> = { 8: "", 9: "La–Lu", 10: "Ac–Lr" };
// The column applies every new formatter it is given: one per module, not one per render.
const periodFormat = { format: (n: number) => rowNames[n] ?? String(n) };
const rows: Row[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => {
  const row: Row = { key: r, period: rowNames[r] ?? String(r) };
  for (const e of elements.filter((x) => x.row === r)) row[`g${e.column}`] = e;
  return row;
});
const columns = Array.from({ length: 18 }, (_, i) => `g${i + 1}`);

/** A header without side padding, so group numbers fit the narrow columns. */
function narrowHeader() {
  const header = new IgrTextHeader({});
  header.paddingLeft = 0;
  header.paddingRight = 0;
  return header;
}
const headers = Object.fromEntries(columns.map((col) => [col, narrowHeader()]));

export default function PeriodicTableSample() {
  const [highlight, setHighlight] = useState<Category | "All">("All");
  const [picked, setPicked] = useState<Element | undefined>(elements[25]);

  const cells = useMemo(
    () =>
      Object.fromEntries(
        columns.map((col) => [
          col,
          ({ dataContext }: IIgrCellTemplateProps) => {
            const row = dataContext.rowItem as Row | undefined;
            const e = row?.[col] as Element | undefined;
            if (!row) return null;
            // Placeholders in group 3 of periods 6 and 7 point to the f-block rows.
            if (!e) return <div style={{ height: 52, display: "flex", alignItems: "center", justifyContent: "center", color: "#6b6b6b", fontSize: 11 }}>{col === "g3" && row.key === 6 ? "57–71" : col === "g3" && row.key === 7 ? "89–103" : ""}</div>;
            const dim = highlight !== "All" && e.category !== highlight;
            return (
              <div
                onClick={() => setPicked(e)}
                title={e.category}
                style={{
                  height: 50,
                  margin: 1,
                  borderRadius: 4,
                  cursor: "pointer",
                  background: colors[e.category],
                  opacity: dim ? 0.25 : 1,
                  outline: picked === e ? "2px solid #263238" : undefined,
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "center",
                  justifyContent: "center",
                  color: "#263238",
                }}
              >
                <span style={{ fontSize: 9, lineHeight: 1 }}>{e.number}</span>
                <span style={{ fontSize: 16, fontWeight: 700, lineHeight: 1.2 }}>{e.symbol}</span>
              </div>
            );
          },
        ]),
      ),
    [highlight, picked],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Highlight"
          value={highlight}
          options={["All", ...(Object.keys(colors) as Category[])]}
          onChange={setHighlight}
          width={220}
        />
      </ControlBar>
      <Hint>
        The periodic table as a data grid: one row per period, one template column per group. Click an element.{" "}
        {picked ? `Selected: ${picked.symbol}, element ${picked.number}, ${picked.category.toLowerCase()}.` : ""}
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={rows}
          autoGenerateColumns={false}
          rowHeight={54}
          headerClickAction="None"
          isRowHoverEnabled={false}
          defaultColumnMinWidth={44}
        >
          {/* The row number, shown as the period name, keeps the rows in table order. */}
          <IgrNumericColumn field="key" headerText="" width="64" pinned="Left" sortDirection="Ascending" formatOverride={periodFormat} />
          {columns.map((col, i) => (
            <IgrTemplateColumn key={col} field={col} headerText={String(i + 1)} width="*>48" template={cells[col]} paddingLeft={0} paddingRight={0} header={headers[col]} />
          ))}
        </IgrDataGrid>
      </div>
    </div>
  );
}
