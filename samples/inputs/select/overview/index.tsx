import { useState } from "react";
import { IgrButton, IgrSelect, IgrSelectItem } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Icon, Page, Section } from "../../_shared/page";

const countries = ["Argentina", "Australia", "Brazil", "Canada", "Germany", "India", "Japan", "Kenya", "Norway", "Spain"];

export default function SelectOverviewSample() {
  const [outlined, setOutlined] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [submitted, setSubmitted] = useState<string>();

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <form
        style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: 360 }}
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(`country = ${String(new FormData(e.currentTarget).get("country"))}`);
        }}
      >
        <Section title="Shipping address">
          {/* Type a letter while focused to jump to the first matching item. */}
          <IgrSelect name="country" label="Country" placeholder="Choose a country" required outlined={outlined} disabled={disabled}>
            <Icon slot="prefix" name="public" />
            {countries.map((c) => (
              <IgrSelectItem key={c} value={c}>
                {c}
              </IgrSelectItem>
            ))}
            <span slot="helper-text">We ship to these countries</span>
            <span slot="value-missing">Please choose a country.</span>
          </IgrSelect>
        </Section>
        <div>
          <IgrButton type="submit">Continue</IgrButton>
        </div>
      </form>
      <div>{submitted ?? "Submit to see the chosen value."}</div>
    </Page>
  );
}
