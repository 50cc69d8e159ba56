import { useState } from "react";
import {
  IgrToolActionCheckbox,
  IgrToolActionGroupHeader,
  IgrToolActionIconMenu,
  IgrToolActionLabel,
  IgrToolbar,
  IgrToolbarModule,
  IgrToolCommandEventArgs,
} from "igniteui-react-layouts";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryCoreModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartToolbarModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { regions, sales, type Region } from "../../_shared/sales";
import { chartArea, chartPage, ControlBar, SelectControl, SwitchControl } from "../../_shared/controls";

IgrToolbarModule.register();
IgrDataChartCoreModule.register();
IgrDataChartCategoryCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartToolbarModule.register();
IgrLegendModule.register();

const regionsIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2 2 7l10 5 10-5zm0 12.2L4.2 10.3 2 11.4l10 5 10-5-2.2-1.1zm0 4.5-7.8-3.9L2 15.9l10 5 10-5-2.2-1.1z"/></svg>`;

const positions = [
  { value: "first", text: "Before the zoom menu" },
  { value: "last", text: "After the analyze menu" },
] as const;
type Position = (typeof positions)[number]["value"];

export default function LayoutActionsForDataChartSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shown, setShown] = useState<Region[]>(["North", "South"]);
  const [markers, setMarkers] = useState(true);
  const [showCopyMenu, setShowCopyMenu] = useState(false);
  const [position, setPosition] = useState<Position>("first");

  const onCommand = (_toolbar: IgrToolbar, e: IgrToolCommandEventArgs) => {
    const id = e.command.commandId;
    const checked = e.command.argumentsList?.find((a) => a.argumentName === "IsChecked")?.value === true;
    if (id === "markers") setMarkers(checked);
    else if (id.startsWith("region-")) {
      const region = id.slice("region-".length) as Region;
      setShown((s) => (checked ? regions.filter((r) => r === region || s.includes(r)) : s.filter((r) => r !== region)));
    }
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Regions menu position" value={position} options={positions} width={240} onChange={setPosition} />
        <SwitchControl label="Show the built-in copy menu" checked={showCopyMenu} onChange={setShowCopyMenu} />
      </ControlBar>
      <div style={{ display: "flex", alignItems: "center", gap: 16, height: 40 }}>
        <div style={{ flex: 1, height: "100%" }}>
          <IgrToolbar ref={(t) => t?.registerIconFromText("SampleIcons", "regions", regionsIcon)} target={chart} onCommand={onCommand}>
            {/* A new menu, placed next to a built-in one with beforeId or afterId (a new key and name when it moves). */}
            <IgrToolActionIconMenu
              key={`regions-${position}`}
              name={`regions-${position}`}
              title="Regions"
              iconCollectionName="SampleIcons"
              iconName="regions"
              beforeId={position === "first" ? "ZoomMenu" : undefined}
              afterId={position === "last" ? "AnalyzeMenu" : undefined}
            >
              <IgrToolActionGroupHeader key="regionsHeader" name="regionsHeader" title="Regions" />
              {regions.map((r) => (
                <IgrToolActionCheckbox key={`region-${r}`} name={`region-${r}`} commandId={`region-${r}`} title={r} isChecked={shown.includes(r)} />
              ))}
            </IgrToolActionIconMenu>
            {/* overlayId targets a built-in action by name: these change its title and its visibility. */}
            <IgrToolActionLabel key="zoomResetOverlay" name="zoomResetOverlay" overlayId="ZoomReset" title="Back to full view" />
            <IgrToolActionIconMenu key="copyOverlay" name="copyOverlay" overlayId="CopyMenu" visibility={showCopyMenu ? "Visible" : "Collapsed"} />
            {/* parentId puts a new tool inside a built-in menu, here below the crosshairs checkbox. */}
            <IgrToolActionCheckbox
              key="markers"
              name="markers"
              commandId="markers"
              title="Markers"
              parentId="AnalyzeMenu"
              afterId="ShowCrosshairs"
              isChecked={markers}
            />
          </IgrToolbar>
        </div>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        <IgrDataChart ref={setChart} width="100%" height="100%" legend={legend ?? undefined} isHorizontalZoomEnabled isVerticalZoomEnabled>
          <IgrCategoryXAxis name="months" dataSource={sales} label="month" />
          <IgrNumericYAxis name="revenue" title="Revenue (thousands of dollars)" />
          {shown.map((r) => (
            <IgrLineSeries
              key={r}
              name={r}
              title={r}
              xAxisName="months"
              yAxisName="revenue"
              dataSource={sales}
              valueMemberPath={r}
              markerType={markers ? "Circle" : "None"}
              showDefaultTooltip
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
