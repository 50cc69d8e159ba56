import type { CSSProperties, ReactNode } from "react";
import { IgrSelect, IgrSelectItem, IgrSlider, IgrSwitch } from "igniteui-react";

/** Layout helpers and labelled Ignite UI inputs shared by the gauge samples. */

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

export function ControlBar({ children }: { children: ReactNode }) {
    return (
        <div style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "8px 20px" }}>
            {children}
        </div>
    );
}

const labelStyle: CSSProperties = { fontSize: 13, opacity: 0.8 };

interface SliderControlProps {
    label: string;
    value: number;
    min: number;
    max: number;
    step?: number;
    /** Shown after the label, e.g. (v) => `${v} ms`. */
    format?: (value: number) => string;
    onChange: (value: number) => void;
}

export function SliderControl({ label, value, min, max, step = 1, format, onChange }: SliderControlProps) {
    // Round to the step's precision so 0.1 steps give 0.3, not 0.30000000000000004.
    const decimals = (String(step).split(".")[1] ?? "").length;
    return (
        <div style={{ display: "flex", flexDirection: "column", width: 190 }}>
            <span style={labelStyle}>
                {label}: <b>{format ? format(value) : value}</b>
            </span>
            <IgrSlider
                aria-label={label}
                min={min}
                max={max}
                step={step}
                value={value}
                onInput={(e) => onChange(Number(e.detail.toFixed(decimals)))}
            />
        </div>
    );
}

interface SelectControlProps<T extends string> {
    label: string;
    value: T;
    options: readonly T[] | readonly { value: T; text: string }[];
    onChange: (value: T) => void;
}

export function SelectControl<T extends string>({ label, value, options, onChange }: SelectControlProps<T>) {
    const items = options.map((o) => (typeof o === "string" ? { value: o, text: o } : o));
    return (
        <IgrSelect
            label={label}
            value={value}
            style={{ width: 190 }}
            onChange={(e) => {
                const picked = e.detail?.value;
                if (picked) onChange(picked as T);
            }}
        >
            {items.map((item) => (
                <IgrSelectItem key={item.value} value={item.value} selected={item.value === value}>
                    {item.text}
                </IgrSelectItem>
            ))}
        </IgrSelect>
    );
}

interface SwitchControlProps {
    label: string;
    checked: boolean;
    onChange: (checked: boolean) => void;
}

export function SwitchControl({ label, checked, onChange }: SwitchControlProps) {
    return (
        <IgrSwitch checked={checked} onChange={(e) => onChange(e.detail.checked)} style={{ paddingBottom: 6 }}>
            {label}
        </IgrSwitch>
    );
}
