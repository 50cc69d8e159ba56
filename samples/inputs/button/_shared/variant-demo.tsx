/**
 * One button variant shown in its states (enabled, with icons, disabled) with a click counter.
 */
import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";

type Variant = "contained" | "outlined" | "flat";

export function VariantDemo({ variant, note }: { variant: Variant; note: string }) {
  const [last, setLast] = useState("nothing yet");
  const click = (what: string) => () => setLast(what);

  return (
    <Page>
      <p style={{ margin: 0, maxWidth: 640 }}>{note}</p>
      <Section title="States">
        <Row>
          <IgrButton variant={variant} onClick={click("Save")}>
            Save
          </IgrButton>
          <IgrButton variant={variant} onClick={click("Upload")}>
            <span slot="prefix" className="material-icons">
              upload
            </span>
            Upload
          </IgrButton>
          <IgrButton variant={variant} onClick={click("Next")}>
            Next
            <span slot="suffix" className="material-icons">
              arrow_forward
            </span>
          </IgrButton>
          <IgrButton variant={variant} disabled>
            Disabled
          </IgrButton>
        </Row>
      </Section>
      <Section title="In a dialog footer">
        <Row style={{ justifyContent: "flex-end", maxWidth: 420, padding: 12, border: "1px solid rgba(128,128,128,0.35)", borderRadius: 4 }}>
          <IgrButton variant={variant} onClick={click("Cancel")}>
            Cancel
          </IgrButton>
          <IgrButton variant={variant} onClick={click("Confirm")}>
            Confirm
          </IgrButton>
        </Row>
      </Section>
      <div>
        Last clicked: <b>{last}</b>
      </div>
    </Page>
  );
}
