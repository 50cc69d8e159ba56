import { useState } from "react";
import { IgrButton, IgrDropdown, IgrDropdownHeader, IgrDropdownItem } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

export default function DropdownHeaderSample() {
  const [size, setSize] = useState("M");
  return (
    <Page>
      <Section title="T-shirt size">
        {/* Headers are non-interactive captions between the items; keyboard navigation skips them. */}
        <IgrDropdown open onChange={(e) => setSize(e.detail.value)}>
          <IgrButton slot="target" variant="outlined">
            Size: {size}
          </IgrButton>
          <IgrDropdownHeader>Regular fit</IgrDropdownHeader>
          {["S", "M", "L"].map((s) => (
            <IgrDropdownItem key={s} value={s} selected={s === size}>
              {s}
            </IgrDropdownItem>
          ))}
          <IgrDropdownHeader>Oversized</IgrDropdownHeader>
          {["XL", "XXL"].map((s) => (
            <IgrDropdownItem key={s} value={s} selected={s === size}>
              {s}
            </IgrDropdownItem>
          ))}
        </IgrDropdown>
      </Section>
    </Page>
  );
}
