import { useMemo, useState } from "react";
import { IgrPivotDateDimension, IgrPivotGrid, type IgrPivotConfiguration, type PivotRowLayoutType } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { sales } from "../_shared/sales";

export default function PivotGridFeaturesSample() {
  const [rowLayout, setRowLayout] = useState<PivotRowLayoutType>("vertical");
  const [showConfiguration, setShowConfiguration] = useState(true);
  // The grid applies every new pivotUI object it is given: a new one only when a control changes.
  const pivotUI = useMemo(() => ({ showConfiguration, showRowHeaders: true, rowLayout }), [showConfiguration, rowLayout]);
  const [compact, setCompact] = useState(false);
  const [expanded, setExpanded] = useState(false);

  const config = useMemo<IgrPivotConfiguration>(
    () => ({
      // A date dimension splits the "date" field into years, quarters and months.
      columns: [new IgrPivotDateDimension({ memberName: "date", enabled: true }, { months: false, fullDate: false, quarters: true })],
      rows: [
        { memberName: "country", displayName: "Country", enabled: true, childLevel: { memberName: "store", displayName: "Store", enabled: true } },
        { memberName: "category", displayName: "Category", enabled: true },
      ],
      values: [
        {
          member: "revenue",
          displayName: "Revenue",
          enabled: true,
          dataType: "currency",
          aggregate: { key: "SUM", label: "Sum", aggregatorName: "SUM" },
          aggregateList: [
            { key: "SUM", label: "Sum", aggregatorName: "SUM" },
            { key: "AVG", label: "Average", aggregatorName: "AVG" },
            { key: "MIN", label: "Minimum", aggregatorName: "MIN" },
            { key: "MAX", label: "Maximum", aggregatorName: "MAX" },
          ],
        },
        { member: "unitsSold", displayName: "Units", enabled: false, aggregate: { key: "SUM", label: "Sum", aggregatorName: "SUM" } },
      ],
      filters: [{ memberName: "seller", displayName: "Seller", enabled: true }],
    }),
    [],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Row layout"
          value={rowLayout}
          options={[
            { value: "vertical", text: "Vertical" },
            { value: "horizontal", text: "Horizontal" },
          ]}
          onChange={setRowLayout}
        />
        <SwitchControl label="Configuration chips" checked={showConfiguration} onChange={setShowConfiguration} />
        <SwitchControl label="Super compact" checked={compact} onChange={setCompact} />
        <SwitchControl label="Expand all by default" checked={expanded} onChange={setExpanded} />
      </ControlBar>
      <Hint>
        Drag chips between the filter, column, row and value areas; click a value chip to change its aggregate; expand years into quarters and
        countries into stores.
      </Hint>
      <div style={gridArea}>
        <IgrPivotGrid
          key={String(expanded)}
          data={sales}
          pivotConfiguration={config}
          pivotUI={pivotUI}
          superCompactMode={compact}
          defaultExpandState={expanded}
          height="100%"
          width="100%"
        />
      </div>
    </div>
  );
}
