import { useState, type CSSProperties } from "react";
import { IgrAccordion, IgrExpansionPanel, type ExpansionPanelIndicatorPosition } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { faqs } from "../_shared/faq";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// Indicator icons from the material-icons font the gallery loads.
const icon = (name: string, slot: string) => (
  <span slot={slot} className="material-icons" style={{ fontSize: 22, color: "#0b6bcb" }}>
    {name}
  </span>
);

const topicIcons: Record<string, string> = { Booking: "event", Prices: "sell", Returns: "place", Support: "build", Equipment: "child_care" };

export default function AccordionCustomizationSample() {
  const [position, setPosition] = useState<ExpansionPanelIndicatorPosition>("end");
  const [customIcons, setCustomIcons] = useState(true);
  const [subtitles, setSubtitles] = useState(true);
  const [disableLast, setDisableLast] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup
          label="Indicator position"
          value={position}
          options={["start", "end", "none"] as const}
          onChange={setPosition}
        />
        <SwitchControl label="Plus / minus indicators" checked={customIcons} onChange={setCustomIcons} />
        <SwitchControl label="Subtitles" checked={subtitles} onChange={setSubtitles} />
        <SwitchControl label="Disable the last panel" checked={disableLast} onChange={setDisableLast} />
      </ControlBar>

      <IgrAccordion singleExpand style={{ maxWidth: 760 }}>
        {faqs.map((f, i) => (
          <IgrExpansionPanel key={f.question} open={i === 1} indicatorPosition={position} disabled={disableLast && i === faqs.length - 1}>
            {/* The indicator slots replace the default chevron; "indicator-expanded" is shown while open. */}
            {customIcons && icon("add_circle_outline", "indicator")}
            {customIcons && icon("remove_circle_outline", "indicator-expanded")}
            <span slot="title" style={{ display: "flex", alignItems: "center", gap: 10, fontWeight: 600 }}>
              <span className="material-icons" style={{ fontSize: 20, opacity: 0.7 }}>
                {topicIcons[f.topic] ?? "help"}
              </span>
              {f.question}
            </span>
            {subtitles && <span slot="subtitle">{f.topic}</span>}
            <p style={{ margin: 0, lineHeight: 1.6 }}>{f.answer}</p>
          </IgrExpansionPanel>
        ))}
      </IgrAccordion>
    </div>
  );
}
