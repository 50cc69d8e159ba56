import { useMemo, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartShapeModule,
  IgrLinearContourValueResolver,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterContourSeries,
  IgrValueBrushScale,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { plateGrid } from "../_shared/plate";

IgrDataChartCoreModule.register();
IgrDataChartShapeModule.register();
IgrDataChartInteractivityModule.register();

const data = plateGrid(41);

export default function TypeScatterContourSeriesSample() {
  const [count, setCount] = useState(8);
  const [colored, setColored] = useState(true);
  const [thickness, setThickness] = useState(2);

  // The resolver picks `valueCount` evenly spaced temperatures; the series draws one contour line for each.
  const resolver = useMemo(() => {
    const r = new IgrLinearContourValueResolver({});
    r.valueCount = count;
    return r;
  }, [count]);

  // Each line is coloured by its value through the fill scale (or drawn in one colour).
  const fillScale = useMemo(() => {
    const scale = new IgrValueBrushScale({});
    scale.brushes = colored ? ["#2c7bb6", "#abd9e9", "#fdae61", "#d7191c"] : ["#333333", "#333333"];
    scale.minimumValue = 0;
    scale.maximumValue = 200;
    return scale;
  }, [colored]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Contour lines" value={count} min={2} max={20} onChange={setCount} />
        <SliderControl label="Line thickness" value={thickness} min={1} max={5} onChange={setThickness} />
        <SwitchControl label="Colour by temperature" checked={colored} onChange={setColored} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Isotherms on a heated steel plate" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="x" title="x (m)" minimumValue={0} maximumValue={1} interval={0.1} />
          <IgrNumericYAxis name="y" title="y (m)" minimumValue={0} maximumValue={1} interval={0.1} />
          <IgrScatterContourSeries
            key={`contours-${count}-${colored}`}
            name={`contours-${count}-${colored}`}
            title="Isotherms"
            dataSource={data}
            xMemberPath="x"
            yMemberPath="y"
            valueMemberPath="temperature"
            valueResolver={resolver}
            fillScale={fillScale}
            thickness={thickness}
            xAxisName="x"
            yAxisName="y"
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
