import { useState } from "react";
import { IgrDoughnutChart, IgrDoughnutChartModule, IgrRingSeries, IgrRingSeriesModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SwitchControl } from "../../_shared/controls";
import { productColors, regionColors, revenueByProduct, revenueByRegion } from "../_shared/data";

IgrDoughnutChartModule.register();
IgrRingSeriesModule.register();

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function DoughnutChartRingsSample() {
  const [showProducts, setShowProducts] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Outer ring: product lines" checked={showProducts} onChange={setShowProducts} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>Coffee roaster revenue by region (inner ring) and by product line within each region (outer ring), $ thousands</div>
      <div style={chartArea}>
        {/* Each ring series adds a ring; the first one is the innermost. */}
        <IgrDoughnutChart key={showProducts ? "two" : "one"} innerExtent={0.2} width="100%" height="100%">
          <IgrRingSeries
            name="regions"
            dataSource={revenueByRegion}
            valueMemberPath="value"
            labelMemberPath="label"
            labelsPosition="Center"
            labelInnerColor="#ffffff"
            othersCategoryThreshold={0}
            brushes={regionColors}
            outlines={outlines}
          />
          {showProducts ? (
            <IgrRingSeries
              name="products"
              dataSource={revenueByProduct}
              valueMemberPath="value"
              labelMemberPath="label"
              labelsPosition="Center"
              othersCategoryThreshold={0}
              brushes={productColors}
              outlines={outlines}
            />
          ) : null}
        </IgrDoughnutChart>
      </div>
    </div>
  );
}
