import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, IgrStringFilteringOperand } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "./customers";
import { accentInsensitiveStrategy, exactStrategy, lettersOnlyStrategy } from "./strategies";

const strategies = {
  exact: exactStrategy,
  accents: accentInsensitiveStrategy,
  letters: lettersOnlyStrategy,
};
type StrategyName = keyof typeof strategies;
const strategyOptions: { value: StrategyName; text: string }[] = [
  { value: "exact", text: "Exact characters" },
  { value: "accents", text: "Ignore accents" },
  { value: "letters", text: "Ignore accents and punctuation" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function FilteringStrategySample() {
  const gridRef = useRef<IgrGrid>(null);
  const [strategy, setStrategy] = useState<StrategyName>("accents");

  // Start with a filter that only matches when accents are ignored.
  useEffect(() => {
    gridRef.current?.filter("city", "sao", IgrStringFilteringOperand.instance().condition("contains"), true);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<StrategyName> label="Filtering strategy" value={strategy} options={strategyOptions} onChange={setStrategy} width={280} />
      </ControlBar>
      <Hint>
        Type <b>sao</b> in the City filter, <b>muller</b> in Name or <b>cafe ole</b> in Company, then switch strategies:
        the grid hands its rows and filter tree to the strategy, which decides how text is compared.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={customers}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="quickFilter"
          filterStrategy={strategies[strategy]}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" sortable />
          <IgrColumn field="company" header="Company" minWidth="180px" sortable />
          <IgrColumn field="city" header="City" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="orders" header="Orders" dataType="number" sortable />
          <IgrColumn field="balance" header="Balance" dataType="currency" pipeArgs={usd} sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
