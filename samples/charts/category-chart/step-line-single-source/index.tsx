import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { supplierTariff, suppliers, type Supplier } from "../_shared/tariffs";

IgrCategoryChartModule.register();

const supplierOptions = suppliers.map((s) => ({ value: s, text: s }));

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a4c93"];
const outlines = ["#6a4c93"];

export default function StepLineSingleSourceSample() {
  const [supplier, setSupplier] = useState<Supplier>("Northgrid");
  // One array of { quarter, price }: the step line holds each price flat until the next tariff.
  const data = useMemo(() => supplierTariff(supplier), [supplier]);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Supplier" value={supplier} options={supplierOptions} width={180} onChange={setSupplier} />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          chartType="StepLine"
          chartTitle={`${supplier} electricity tariff`}
          subtitle="Price per kWh by quarter (illustrative)"
          yAxisLabelFormat="{0}¢"
          yAxisMinimumValue={0}
          brushes={brushes}
          outlines={outlines}
          thickness={3}
          markerTypes="None"
          finalValueAnnotationsVisible={true}
          toolTipType="Item"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
