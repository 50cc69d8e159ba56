import { useMemo, useState } from "react";
import { CellFill, ColorScaleType, FormatConditionIconSet, FormatConditionTopBottom } from "igniteui-react-excel";
import { IgrSpreadsheet } from "igniteui-react-spreadsheet";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { color, createOrdersWorkbook } from "../_shared/orders";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

const rows = 30;
const last = rows + 1;

const iconSets = {
  IconSet3Arrows: "3 arrows",
  IconSet3TrafficLights1: "3 traffic lights",
  IconSet3Flags: "3 flags",
  IconSet5Rating: "5 ratings",
} as const;
type IconSetKey = keyof typeof iconSets;

interface Rules {
  dataBars: boolean;
  colorScale: boolean;
  iconSet: IconSetKey;
  topN: number;
}

function createWorkbook(rules: Rules) {
  const workbook = createOrdersWorkbook(rows);
  const formats = workbook.worksheets(0).conditionalFormats();
  // Data bars across the order totals.
  if (rules.dataBars) formats.addDataBarCondition(`H2:H${last}`);
  // A green-yellow-red scale on the units.
  if (rules.colorScale) formats.addColorScaleCondition(`F2:F${last}`, ColorScaleType.ThreeColor);
  // Icons for the unit price.
  formats.addIconSetCondition(`G2:G${last}`, FormatConditionIconSet[rules.iconSet]);
  // Highlight the N largest orders by their order number cell.
  if (rules.topN > 0) {
    const top = formats.addRankCondition(`H2:H${last}`, FormatConditionTopBottom.Top, rules.topN);
    top.cellFormat.fill = CellFill.createSolidFill(color("#ffe08a"));
    top.cellFormat.font.bold = true;
  }
  return workbook;
}

export default function SpreadsheetConditionalFormattingSample() {
  const [rules, setRules] = useState<Rules>({ dataBars: true, colorScale: true, iconSet: "IconSet3Arrows", topN: 5 });
  const workbook = useMemo(() => createWorkbook(rules), [rules]);
  const { sheet, host } = useSpreadsheet(workbook);
  const set = (change: Partial<Rules>) => setRules((r) => ({ ...r, ...change }));

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SwitchControl label="Data bars (Total)" checked={rules.dataBars} onChange={(dataBars) => set({ dataBars })} />
        <SwitchControl label="Color scale (Units)" checked={rules.colorScale} onChange={(colorScale) => set({ colorScale })} />
        <SelectControl
          label="Icon set (Price)"
          value={rules.iconSet}
          options={Object.entries(iconSets).map(([value, text]) => ({ value: value as IconSetKey, text }))}
          onChange={(iconSet) => set({ iconSet })}
        />
        <SliderControl label="Highlight top totals" value={rules.topN} min={0} max={10} onChange={(topN) => set({ topN })} />
      </ControlBar>
      <StatusLine>Conditional formats are rules of the worksheet: edit a Units or Price value and the formatting follows.</StatusLine>
      <div ref={host} style={{ flex: 1, minHeight: 320 }}>
        <IgrSpreadsheet ref={sheet} width="100%" height="100%" />
      </div>
    </div>
  );
}
