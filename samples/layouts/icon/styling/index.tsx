import { useState, type CSSProperties } from "react";
import { IgrIcon } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { collection } from "../_shared/weather-icons";
import "./styling.css";

const forecast = [
  { day: "Mon", icon: "sunny", temp: 24, tone: "" },
  { day: "Tue", icon: "cloudy", temp: 19, tone: "styling-grey" },
  { day: "Wed", icon: "rain", temp: 15, tone: "styling-wet" },
  { day: "Thu", icon: "storm", temp: 14, tone: "styling-wet" },
  { day: "Fri", icon: "wind", temp: 12, tone: "styling-grey" },
  { day: "Sat", icon: "snow", temp: -2, tone: "styling-cold" },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function IconStylingSample() {
  const [styled, setStyled] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Styled icons" checked={styled} onChange={setStyled} />
      </ControlBar>
      <div style={{ display: "flex", gap: 20, flexWrap: "wrap" }}>
        {forecast.map((f) => (
          <div key={f.day} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 10, width: 84 }}>
            <strong>{f.day}</strong>
            <IgrIcon name={f.icon} collection={collection} className={styled ? `styling-icon ${f.tone}` : undefined} />
            <span>{f.temp} °C</span>
          </div>
        ))}
      </div>
    </div>
  );
}
