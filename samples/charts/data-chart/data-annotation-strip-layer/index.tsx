import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationStripLayer,
  IgrDataAnnotationStripLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { climate, cities, cityNames, type City } from "../../_shared/weather";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { inkOn } from "../../../_shared/ink";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationStripLayerModule.register();

// Seasons of the northern hemisphere, as ranges of month indexes on the category axis.
const seasons = [
  { start: 2, end: 4, label: "Spring" },
  { start: 5, end: 7, label: "Summer" },
  { start: 8, end: 10, label: "Autumn" },
];

// Temperature bands on the value axis.
const bands = [
  { start: 18, end: 24, label: "Comfort" },
  { start: -10, end: 0, label: "Frost" },
];

const cityOptions = cities.map((c) => ({ value: c, text: cityNames[c] }));

export default function DataAnnotationStripLayerSample() {
  const [city, setCity] = useState<City>("madrid");
  const [showSeasons, setShowSeasons] = useState(true);
  const [showBands, setShowBands] = useState(true);
  const data = climate[city];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="City" value={city} options={cityOptions} width={150} onChange={setCity} />
        <SwitchControl label="Season strips (X axis)" checked={showSeasons} onChange={setShowSeasons} />
        <SwitchControl label="Temperature strips (Y axis)" checked={showBands} onChange={setShowBands} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`${cityNames[city]}: average daily high and low`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={data} />
          <IgrNumericYAxis name="temperature" title="°C" minimumValue={-10} maximumValue={40} />
          {/* A strip layer shades the range from start to end of each data item, across the axis it targets. */}
          <IgrDataAnnotationStripLayer
            name="seasons"
            dataSource={seasons}
            targetAxisName="months"
            startValueMemberPath="start"
            endValueMemberPath="end"
            centerLabelMemberPath="label"
            centerLabelDisplayMode="DataLabel"
            startLabelDisplayMode="Hidden"
            endLabelDisplayMode="Hidden"
            brush="#7cb342"
            outline="#7cb342"
            centerLabelBackground="#7cb342"
            // The labels keep the strips' colours and take the ink that reads on them: black, where white read at 2.5:1 and 2.3:1.
            centerLabelTextColor={inkOn("#7cb342")}
            visibility={showSeasons ? "Visible" : "Collapsed"}
          />
          <IgrDataAnnotationStripLayer
            name="bands"
            dataSource={bands}
            targetAxisName="temperature"
            startValueMemberPath="start"
            endValueMemberPath="end"
            centerLabelMemberPath="label"
            centerLabelDisplayMode="DataLabel"
            brush="#ffb300"
            outline="#ff8f00"
            centerLabelBackground="#ff8f00"
            centerLabelTextColor={inkOn("#ff8f00")}
            startLabelBackground="#ffb300"
            startLabelTextColor={inkOn("#ffb300")}
            endLabelBackground="#ffb300"
            endLabelTextColor={inkOn("#ffb300")}
            visibility={showBands ? "Visible" : "Collapsed"}
          />
          <IgrLineSeries name="high" title="High" xAxisName="months" yAxisName="temperature" dataSource={data} valueMemberPath="high" brush="#e53935" thickness={3} markerType="None" />
          <IgrLineSeries name="low" title="Low" xAxisName="months" yAxisName="temperature" dataSource={data} valueMemberPath="low" brush="#1e88e5" thickness={3} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
