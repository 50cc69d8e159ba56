import { useEffect, useMemo, useRef, useState } from "react";
import {
  IgrDoughnutChart,
  IgrDoughnutChartModule,
  IgrRingSeries,
  IgrRingSeriesModule,
  IgrSliceClickEventArgs,
} from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, StatusLine, SwitchControl } from "../../_shared/controls";
import { fleetBattery, type Slice } from "../_shared/data";
import { themeText } from "../../_shared/theme-ink";

IgrDoughnutChartModule.register();
IgrRingSeriesModule.register();

const colors = ["#2d6a4f", "#74c69d", "#f9c74f", "#e63946"];

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function DoughnutChartExplosionSample() {
  const [allowExplosion, setAllowExplosion] = useState(true);
  const [lastClick, setLastClick] = useState("Critical (<20%) starts pulled out. Click a slice to explode it or put it back.");
  const seriesRef = useRef<IgrRingSeries>(null);

  // Indexes into the data source: the critical batteries (row 3) start exploded.
  useEffect(() => {
    seriesRef.current?.explodedSlices.add(3);
  }, []);

  // The click toggles the slice when allowSliceExplosion is on; the event reports the new state.
  const onSliceClick = (_chart: IgrDoughnutChart, e: IgrSliceClickEventArgs) => {
    const item = e.dataContext as Slice;
    setLastClick(`${item.label}: ${item.value} laptops — ${e.isExploded ? "exploded" : "back in the ring"}`);
  };

  // The ring leaves its outside labels black in every theme: they take the theme's text colour.
  const labelInk = useMemo(themeText, []);
  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Explode on click" checked={allowExplosion} onChange={setAllowExplosion} />
      </ControlBar>
      <StatusLine>{lastClick}</StatusLine>
      <div style={chartArea}>
        <IgrDoughnutChart
          allowSliceExplosion={allowExplosion}
          innerExtent={0.45}
          sliceClick={onSliceClick}
          width="100%"
          height="100%"
        >
          <IgrRingSeries
            labelOuterColor={labelInk}
            ref={seriesRef}
            name="battery"
            dataSource={fleetBattery}
            valueMemberPath="value"
            labelMemberPath="label"
            labelsPosition="OutsideEnd"
            othersCategoryThreshold={0}
            brushes={colors}
            outlines={outlines}
            radiusFactor={0.7}
          />
        </IgrDoughnutChart>
      </div>
    </div>
  );
}
