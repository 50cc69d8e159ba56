import { useState } from "react";
import { IgrSelect, IgrSelectHeader, IgrSelectItem } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

export default function SelectHeaderSample() {
  const [font, setFont] = useState("serif");
  return (
    <Page>
      <Section title="Font family">
        {/* Headers caption parts of the list; they are skipped by keyboard navigation. */}
        <IgrSelect label="Font" value={font} open style={{ maxWidth: 320 }} onChange={(e) => setFont(e.detail.value)}>
          <IgrSelectHeader>Generic families</IgrSelectHeader>
          <IgrSelectItem value="serif">Serif</IgrSelectItem>
          <IgrSelectItem value="sans-serif">Sans-serif</IgrSelectItem>
          <IgrSelectItem value="monospace">Monospace</IgrSelectItem>
          <IgrSelectHeader>Named fonts</IgrSelectHeader>
          <IgrSelectItem value="Georgia, serif">Georgia</IgrSelectItem>
          <IgrSelectItem value="'Courier New', monospace">Courier New</IgrSelectItem>
        </IgrSelect>
      </Section>
      <p style={{ fontFamily: font, fontSize: 20, margin: "220px 0 0", maxWidth: 560 }}>The quick brown fox jumps over the lazy dog.</p>
    </Page>
  );
}
