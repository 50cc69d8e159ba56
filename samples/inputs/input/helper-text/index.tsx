import { useState } from "react";
import { IgrInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const MAX = 30;

export default function InputHelperTextSample() {
  const [user, setUser] = useState("Ana.Lopez");
  const [bio, setBio] = useState("Gardener and amateur baker");

  const userOk = /^[a-z0-9_]{3,16}$/.test(user);

  return (
    <Page>
      <Section title="Profile">
        <IgrInput label="Username" value={user} pattern="[a-z0-9_]{3,16}" style={{ maxWidth: 380 }} onInput={(e) => setUser(e.detail)}>
          <Icon slot="prefix" name="alternate_email" />
          {/* The helper-text slot sits under the field; here it changes with the value. */}
          <span slot="helper-text">{user === "" ? "3–16 lowercase letters, digits or _" : userOk ? "Looks good!" : "Only a–z, 0–9 and _, 3 to 16 characters"}</span>
        </IgrInput>
        <IgrInput label="Short bio" value={bio} maxLength={MAX} style={{ maxWidth: 380 }} onInput={(e) => setBio(e.detail)}>
          <span slot="helper-text">
            Shown under your name · <b>{bio.length}/{MAX}</b>
          </span>
        </IgrInput>
        <IgrInput label="Website" type="url" placeholder="https://" style={{ maxWidth: 380 }}>
          <span slot="helper-text">Optional. Include https://</span>
          <span slot="type-mismatch">Enter a full URL, for example https://example.com</span>
        </IgrInput>
      </Section>
    </Page>
  );
}
