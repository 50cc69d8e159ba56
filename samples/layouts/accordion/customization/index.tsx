import { useMemo, useState, type CSSProperties, type ReactNode } from "react";
import {
  IgrAccordion,
  IgrCheckbox,
  IgrDatePicker,
  IgrExpansionPanel,
  IgrRangeSlider,
  IgrRating,
  type ExpansionPanelIndicatorPosition,
} from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { bikes, bikeTypes, type BikeType } from "./bikes";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const columns: CSSProperties = { display: "flex", gap: 24, alignItems: "flex-start", flexWrap: "wrap" };
const panelBody: CSSProperties = { display: "flex", flexDirection: "column", gap: 8, padding: "4px 0" };

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const priceBounds = { min: 0, max: 50 };
// The calendar opens on the month the fleet becomes available.
const fleetSeasonStart = new Date(2026, 5, 1);

// Indicator slots hold any element; these use the material-icons font the gallery loads.
const indicator = (name: string, slot: "indicator" | "indicator-expanded") => (
  <span slot={slot} className="material-icons" aria-hidden="true" style={{ fontSize: 22, color: "var(--ig-primary-500)" }}>
    {name}
  </span>
);

interface FilterPanelProps {
  title: string;
  icon: string;
  summary: string;
  open?: boolean;
  disabled?: boolean;
  position: ExpansionPanelIndicatorPosition;
  plusMinus: boolean;
  children: ReactNode;
}

// One filter of the accordion: a title with an icon, a subtitle that sums up the current choice, and a
// form in the panel's body.
function FilterPanel({ title, icon, summary, open, disabled, position, plusMinus, children }: FilterPanelProps) {
  return (
    <IgrExpansionPanel open={open} disabled={disabled} indicatorPosition={position}>
      {plusMinus && indicator("add_circle_outline", "indicator")}
      {plusMinus && indicator("remove_circle_outline", "indicator-expanded")}
      <span slot="title" style={{ display: "flex", alignItems: "center", gap: 10, fontWeight: 600 }}>
        <span className="material-icons" aria-hidden="true" style={{ fontSize: 20, opacity: 0.7 }}>
          {icon}
        </span>
        {title}
      </span>
      <span slot="subtitle">{summary}</span>
      <div style={panelBody}>{children}</div>
    </IgrExpansionPanel>
  );
}

export default function AccordionCustomizationSample() {
  const [position, setPosition] = useState<ExpansionPanelIndicatorPosition>("end");
  const [plusMinus, setPlusMinus] = useState(true);
  const [singleExpand, setSingleExpand] = useState(false);
  const [types, setTypes] = useState<BikeType[]>(["City", "E-bike"]);
  const [price, setPrice] = useState({ lower: 10, upper: 35 });
  const [minRating, setMinRating] = useState(4);
  const [pickUp, setPickUp] = useState<Date | null>(null);

  const matches = useMemo(
    () =>
      bikes.filter(
        (b) =>
          types.includes(b.type) &&
          b.pricePerDay >= price.lower &&
          b.pricePerDay <= price.upper &&
          b.rating >= minRating &&
          (!pickUp || b.availableFrom <= pickUp),
      ),
    [types, price, minRating, pickUp],
  );

  const toggleType = (type: BikeType, checked: boolean) =>
    setTypes((all) => (checked ? bikeTypes.filter((t) => t === type || all.includes(t)) : all.filter((t) => t !== type)));

  const shared = { position, plusMinus };

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Indicator position" value={position} options={["start", "end", "none"] as const} onChange={setPosition} />
        <SwitchControl label="Plus / minus indicators" checked={plusMinus} onChange={setPlusMinus} />
        <SwitchControl label="One panel open at a time" checked={singleExpand} onChange={setSingleExpand} />
      </ControlBar>
      <div style={columns}>
        <IgrAccordion singleExpand={singleExpand} style={{ flex: "1 1 380px", maxWidth: 520 }}>
          <FilterPanel {...shared} title="Bike type" icon="pedal_bike" summary={types.length ? types.join(", ") : "None chosen"} open>
            {bikeTypes.map((t) => (
              <IgrCheckbox key={t} checked={types.includes(t)} onChange={(e) => toggleType(t, e.detail.checked)}>
                {t}
              </IgrCheckbox>
            ))}
          </FilterPanel>
          <FilterPanel {...shared} title="Price per day" icon="sell" summary={`$${price.lower} to $${price.upper}`}>
            <IgrRangeSlider
              aria-label="Price per day"
              min={priceBounds.min}
              max={priceBounds.max}
              step={1}
              lower={price.lower}
              upper={price.upper}
              onInput={(e) => setPrice({ lower: e.detail.lower, upper: e.detail.upper })}
            />
          </FilterPanel>
          <FilterPanel {...shared} title="Customer rating" icon="star" summary={`${minRating} stars and up`}>
            <IgrRating label="At least" value={minRating} max={5} onChange={(e) => setMinRating(Math.max(1, e.detail))} />
          </FilterPanel>
          <FilterPanel {...shared} title="Pick-up day" icon="event" summary={pickUp ? `From ${dayFormat.format(pickUp)}` : "Any day"}>
            <IgrDatePicker label="Pick up on" activeDate={fleetSeasonStart} onChange={(e) => setPickUp(e.detail)} />
          </FilterPanel>
          <FilterPanel {...shared} title="Insurance" icon="shield" summary="Included with every rental" disabled>
            <span>Theft and damage cover is part of the price.</span>
          </FilterPanel>
        </IgrAccordion>
        <div style={{ flex: "1 1 240px", display: "flex", flexDirection: "column", gap: 8 }}>
          <StatusLine>
            <b>{matches.length}</b> of {bikes.length} bikes match.
          </StatusLine>
          <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.8 }}>
            {matches.map((b) => (
              <li key={b.name}>
                {b.name} · {b.type} · ${b.pricePerDay}/day · {"★".repeat(b.rating)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
