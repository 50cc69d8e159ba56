import { useState } from "react";
import { IgrButton, IgrTooltip, type PopoverPlacement } from "igniteui-react";
import { ControlBar, SelectControl, SliderControl } from "../../../_shared/controls";
import { Page } from "../../_shared/page";

const placements: PopoverPlacement[] = [
  "top",
  "top-start",
  "top-end",
  "bottom",
  "bottom-start",
  "bottom-end",
  "right",
  "right-start",
  "right-end",
  "left",
  "left-start",
  "left-end",
];

export default function TooltipPlacementSample() {
  const [placement, setPlacement] = useState<PopoverPlacement>("top");
  const [offset, setOffset] = useState(8);

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Placement" value={placement} options={placements} width={170} onChange={setPlacement} />
        <SliderControl label="Offset" value={offset} min={0} max={40} format={(v) => `${v}px`} onChange={setOffset} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 320, display: "flex", alignItems: "center", justifyContent: "center" }}>
        <IgrButton id="tooltip-placement-target" variant="outlined" style={{ width: 200 }}>
          Anchor
        </IgrButton>
        {/* The tooltip stays open here so every placement can be compared. */}
        <IgrTooltip anchor="tooltip-placement-target" open sticky placement={placement} offset={offset} withArrow>
          placement=&quot;{placement}&quot;
        </IgrTooltip>
      </div>
    </Page>
  );
}
