import { useState } from "react";
import { IgrButton, IgrDropdown, IgrDropdownItem, type PopoverPlacement } from "igniteui-react";
import { ControlBar, SelectControl, SliderControl, SwitchControl } from "../../../_shared/controls";
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

export default function DropdownPositionSample() {
  const [placement, setPlacement] = useState<PopoverPlacement>("right-start");
  const [distance, setDistance] = useState(8);
  const [flip, setFlip] = useState(true);
  const [sameWidth, setSameWidth] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Placement" value={placement} options={placements} width={170} onChange={setPlacement} />
        <SliderControl label="Distance" value={distance} min={0} max={40} format={(v) => `${v}px`} onChange={setDistance} />
        <SwitchControl label="Flip when it overflows" checked={flip} onChange={setFlip} />
        <SwitchControl label="Same width as target" checked={sameWidth} onChange={setSameWidth} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 360, display: "flex", alignItems: "center", justifyContent: "center" }}>
        {/* key: re-open the list after each change so the new position shows at once. */}
        <IgrDropdown key={`${placement}-${distance}-${flip}-${sameWidth}`} open placement={placement} distance={distance} flip={flip} sameWidth={sameWidth}>
          <IgrButton slot="target" style={{ width: 220 }}>
            Anchor ({placement})
          </IgrButton>
          {["North", "East", "South", "West"].map((d) => (
            <IgrDropdownItem key={d} value={d}>
              {d}
            </IgrDropdownItem>
          ))}
        </IgrDropdown>
      </div>
    </Page>
  );
}
