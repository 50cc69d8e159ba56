import type { CSSProperties, ReactNode } from "react";
import { IgrButton } from "igniteui-react";
import { ControlBar, SliderControl } from "../../_shared/controls";

/** Layout of the gauge samples and their animation controls; the other controls come from controls.tsx. */

export { ControlBar, SelectControl, SliderControl, SwitchControl } from "../../_shared/controls";

export const gaugePage: CSSProperties = {
    display: "flex",
    flexDirection: "column",
    height: "100%",
    gap: 12,
    padding: 16,
    boxSizing: "border-box",
    overflow: "auto",
};

/** The area a gauge fills: takes the space left below the controls. */
export const gaugeArea: CSSProperties = {
    flex: 1,
    minHeight: 300,
    display: "flex",
    flexDirection: "column",
};

/** Centres a gauge with a fixed breadth (a horizontal linear gauge or bullet graph) in the space left. */
export const gaugeCenter: CSSProperties = {
    flex: 1,
    minHeight: 200,
    display: "flex",
    flexDirection: "column",
    justifyContent: "center",
};

interface AnimationControlsProps {
    /** The name of the configuration the button animates to. */
    nextName: string;
    onNext: () => void;
    duration: number;
    onDuration: (milliseconds: number) => void;
    /** What the gauge shows now, after the controls. */
    children?: ReactNode;
}

/** The animation samples' controls: step to the next configuration and set the transition duration. */
export function AnimationControls({ nextName, onNext, duration, onDuration, children }: AnimationControlsProps) {
    return (
        <ControlBar>
            <IgrButton onClick={onNext}>Animate to {nextName}</IgrButton>
            <SliderControl
                label="Transition duration"
                value={duration}
                min={0}
                max={3000}
                step={100}
                format={(v) => `${v} ms`}
                onChange={onDuration}
            />
            {children}
        </ControlBar>
    );
}
