import { useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrToolActionColorEditor,
  IgrToolActionColorEditorModule,
  IgrToolActionGroupHeader,
  IgrToolActionIconMenu,
  IgrToolbar,
  IgrToolbarModule,
  IgrToolCommandEventArgs,
} from "igniteui-react-layouts";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryCoreModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartToolbarModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { chartArea, chartPage, ControlBar, StatusLine } from "../../_shared/controls";

IgrToolbarModule.register();
// The color editor is not part of the toolbar's default set of tools: it has its own module.
IgrToolActionColorEditorModule.register();
IgrDataChartCoreModule.register();
IgrDataChartCategoryCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartToolbarModule.register();
IgrLegendModule.register();

type Source = "hydro" | "wind" | "solar";
const sources: { field: Source; title: string }[] = [
  { field: "hydro", title: "Hydro" },
  { field: "wind", title: "Wind" },
  { field: "solar", title: "Solar" },
];
const defaultColors: Record<Source, string> = { hydro: "#2f7ed8", wind: "#3bb39a", solar: "#f2b134" };

// The menu's icon, registered with the toolbar under a collection and a name of our choosing.
const paletteIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 3a9 9 0 0 0 0 18c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1.1.9-2 2-2h2.4A4.6 4.6 0 0 0 22 9.8C22 6 17.5 3 12 3zm-5.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z"/></svg>`;

export default function ColorEditorSupportSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [colors, setColors] = useState(defaultColors);

  const registerIcons = (toolbar: IgrToolbar | null) => {
    toolbar?.registerIconFromText("SampleIcons", "palette", paletteIcon);
  };

  // Each color editor sends its commandId with the picked color as the "Value" argument.
  const onCommand = (_toolbar: IgrToolbar, e: IgrToolCommandEventArgs) => {
    const source = sources.find((s) => `color-${s.field}` === e.command.commandId);
    const value = e.command.argumentsList?.find((a) => a.argumentName === "Value")?.value;
    if (source && typeof value === "string") setColors((c) => ({ ...c, [source.field]: value }));
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => setColors(defaultColors)}>
          Reset colors
        </IgrButton>
      </ControlBar>
      <div style={{ display: "flex", alignItems: "center", gap: 16, height: 40 }}>
        <div style={{ flex: 1, height: "100%" }}>
          <IgrToolbar ref={registerIcons} target={chart} onCommand={onCommand}>
            <IgrToolActionIconMenu key="colors" name="colors" title="Series colors" iconCollectionName="SampleIcons" iconName="palette">
              <IgrToolActionGroupHeader key="colorsHeader" name="colorsHeader" title="Series colors" />
              {sources.map((s) => (
                <IgrToolActionColorEditor key={`color-${s.field}`} name={`color-${s.field}`} commandId={`color-${s.field}`} title={s.title} value={colors[s.field]} />
              ))}
            </IgrToolActionIconMenu>
          </IgrToolbar>
        </div>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        <IgrDataChart ref={setChart} width="100%" height="100%" legend={legend ?? undefined}>
          <IgrCategoryXAxis name="years" dataSource={energyByYear} label="year" />
          <IgrNumericYAxis name="twh" minimumValue={0} title="Generation (TWh)" />
          {sources.map((s) => (
            <IgrColumnSeries
              key={s.field}
              name={s.field}
              xAxisName="years"
              yAxisName="twh"
              dataSource={energyByYear}
              valueMemberPath={s.field}
              title={s.title}
              brush={colors[s.field]}
              outline={colors[s.field]}
              showDefaultTooltip
            />
          ))}
        </IgrDataChart>
      </div>
      <StatusLine>
        {sources.map((s) => `${s.title}: ${colors[s.field]}`).join(" · ")} (open the palette menu in the toolbar to change them)
      </StatusLine>
    </div>
  );
}
