import { useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Orientation = "horizontal" | "vertical";

const views = [
  { value: "day", icon: "view_day", text: "Day" },
  { value: "week", icon: "view_week", text: "Week" },
  { value: "month", icon: "calendar_view_month", text: "Month" },
  { value: "agenda", icon: "view_agenda", text: "Agenda" },
];

export default function ButtonGroupAlignmentSample() {
  const [alignment, setAlignment] = useState<Orientation>("vertical");
  const [view, setView] = useState("week");

  return (
    <Page>
      <ControlBar>
        <ToggleGroup
          label="Alignment"
          value={alignment}
          options={["horizontal", "vertical"] as Orientation[]}
          onChange={setAlignment}
        />
      </ControlBar>
      <Section title={`Calendar view (${alignment})`}>
        <div style={{ display: "flex", gap: 24, alignItems: "flex-start" }}>
          <IgrButtonGroup alignment={alignment} selection="single-required" onSelect={(e) => e.detail && setView(e.detail)}>
            {views.map((v) => (
              <IgrToggleButton key={v.value} value={v.value} selected={v.value === view}>
                <span className="material-icons" style={{ marginRight: 6 }}>
                  {v.icon}
                </span>
                {v.text}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
          <div>
            Showing the <b>{view}</b> view.
          </div>
        </div>
      </Section>
    </Page>
  );
}
