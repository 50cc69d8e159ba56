import { useState } from "react";
import { IgrIconButton, IgrInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

export default function InputPrefixSuffixSample() {
  const [showPassword, setShowPassword] = useState(false);
  const [search, setSearch] = useState("wireless headphones");
  const [price, setPrice] = useState("49.90");

  return (
    <Page>
      <Section title="Prefix and suffix slots">
        <IgrInput label="Search" value={search} style={{ maxWidth: 380 }} onInput={(e) => setSearch(e.detail)}>
          <Icon slot="prefix" name="search" />
          {search && (
            <IgrIconButton slot="suffix" variant="flat" aria-label="Clear" onClick={() => setSearch("")}>
              <Icon name="close" size={18} />
            </IgrIconButton>
          )}
        </IgrInput>
        <IgrInput label="Price" type="number" value={price} step={0.01} style={{ maxWidth: 380 }} onInput={(e) => setPrice(e.detail)}>
          <span slot="prefix">€</span>
          <span slot="suffix">EUR</span>
        </IgrInput>
        <IgrInput label="Website" placeholder="example" style={{ maxWidth: 380 }}>
          <span slot="prefix">https://</span>
          <span slot="suffix">.com</span>
        </IgrInput>
        <IgrInput label="Password" type={showPassword ? "text" : "password"} value="correct-horse" style={{ maxWidth: 380 }}>
          <Icon slot="prefix" name="lock" />
          <IgrIconButton slot="suffix" variant="flat" aria-label={showPassword ? "Hide password" : "Show password"} onClick={() => setShowPassword((s) => !s)}>
            <Icon name={showPassword ? "visibility_off" : "visibility"} size={18} />
          </IgrIconButton>
        </IgrInput>
      </Section>
    </Page>
  );
}
