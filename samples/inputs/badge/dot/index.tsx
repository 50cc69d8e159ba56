import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrBadge } from "igniteui-react";
import { ControlBar, SelectControl, ToggleGroup } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

type Size = "small" | "medium" | "large";
type Status = "success" | "warning" | "danger";

const people: { initials: string; name: string; status: Status }[] = [
  { initials: "AL", name: "Ana López", status: "success" },
  { initials: "TB", name: "Tom Baker", status: "warning" },
  { initials: "RK", name: "Rei Kato", status: "danger" },
  { initials: "JS", name: "Jon Smith", status: "success" },
];

const statusText: Record<Status, string> = { success: "Online", warning: "Away", danger: "Busy" };

export default function BadgeDotSample() {
  const [size, setSize] = useState<Size>("medium");
  const [first, setFirst] = useState<Status>("success");

  // The dot badge has no content; its diameter follows --ig-size.
  const dotStyle: CSSProperties = {
    position: "absolute",
    bottom: 0,
    right: 0,
    "--ig-size": `var(--ig-size-${size})`,
  } as CSSProperties;

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Dot size" value={size} options={["small", "medium", "large"] as Size[]} onChange={setSize} />
        <SelectControl
          label="Ana's status"
          value={first}
          options={(["success", "warning", "danger"] as Status[]).map((s) => ({ value: s, text: statusText[s] }))}
          onChange={setFirst}
        />
      </ControlBar>
      <Section title="Team presence">
        <Row style={{ gap: 32 }}>
          {people.map((p, i) => {
            const status = i === 0 ? first : p.status;
            return (
              <div key={p.initials} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 6 }}>
                <span style={{ position: "relative", display: "inline-flex" }}>
                  <IgrAvatar initials={p.initials} shape="circle" style={{ "--ig-size": "var(--ig-size-large)" } as CSSProperties} />
                  <IgrBadge dot variant={status} style={dotStyle} />
                </span>
                <span>{p.name}</span>
                <small style={{ opacity: 0.7 }}>{statusText[status]}</small>
              </div>
            );
          })}
        </Row>
      </Section>
    </Page>
  );
}
