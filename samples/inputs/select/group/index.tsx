import { useState } from "react";
import { IgrSelect, IgrSelectGroup, IgrSelectItem } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

const zones: Record<string, string[]> = {
  Europe: ["Europe/Lisbon", "Europe/Paris", "Europe/Helsinki"],
  America: ["America/New_York", "America/Chicago", "America/Los_Angeles"],
  Asia: ["Asia/Dubai", "Asia/Kolkata", "Asia/Tokyo"],
};

export default function SelectGroupSample() {
  const [zone, setZone] = useState("Europe/Paris");
  return (
    <Page>
      <Section title="Time zone">
        {/* Groups wrap related items under a label; the label is not selectable. */}
        <IgrSelect label="Time zone" value={zone} open style={{ maxWidth: 320 }} onChange={(e) => setZone(e.detail.value)}>
          {Object.entries(zones).map(([region, list]) => (
            <IgrSelectGroup key={region}>
              <span slot="label">{region}</span>
              {list.map((z) => (
                <IgrSelectItem key={z} value={z} selected={z === zone}>
                  {z.split("/")[1]?.replace("_", " ")}
                </IgrSelectItem>
              ))}
            </IgrSelectGroup>
          ))}
        </IgrSelect>
      </Section>
    </Page>
  );
}
