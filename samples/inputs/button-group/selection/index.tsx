import { useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { EventLog, Page, Section } from "../../_shared/page";

type Mode = "single" | "single-required" | "multiple";

const toppings = ["cheese", "mushrooms", "olives", "peppers", "onions"];

export default function ButtonGroupSelectionSample() {
  const [mode, setMode] = useState<Mode>("multiple");
  const [selected, setSelected] = useState<string[]>(["cheese"]);
  const [log, setLog] = useState<string[]>([]);

  const changeMode = (m: Mode) => {
    setMode(m);
    // Start each mode from a valid selection: one item for the single modes.
    setSelected(["cheese"]);
    setLog([]);
  };

  const onSelect = (value: string | undefined) => {
    if (!value) return;
    setSelected((s) => (mode === "multiple" ? [...s, value] : [value]));
    setLog((l) => [`igcSelect: ${value}`, ...l].slice(0, 12));
  };
  const onDeselect = (value: string | undefined) => {
    if (!value) return;
    setSelected((s) => s.filter((v) => v !== value));
    setLog((l) => [`igcDeselect: ${value}`, ...l].slice(0, 12));
  };

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Selection mode" value={mode} options={["single", "single-required", "multiple"] as Mode[]} onChange={changeMode} />
      </ControlBar>
      <Section title="Pizza toppings">
        {/* key: re-create the group when the mode changes so the selection starts clean */}
        <IgrButtonGroup key={mode} selection={mode} style={{ alignSelf: "flex-start" }} onSelect={(e) => onSelect(e.detail)} onDeselect={(e) => onDeselect(e.detail)}>
          {toppings.map((t) => (
            <IgrToggleButton key={t} value={t} selected={selected.includes(t)}>
              {t}
            </IgrToggleButton>
          ))}
        </IgrButtonGroup>
        <div>
          Selected: <b>{selected.length ? selected.join(", ") : "nothing"}</b>
        </div>
        <small style={{ opacity: 0.75 }}>
          {mode === "single" && "One button at most; clicking the selected button clears it."}
          {mode === "single-required" && "Always exactly one button; the selected one cannot be cleared."}
          {mode === "multiple" && "Any number of buttons, each toggles on its own."}
        </small>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
