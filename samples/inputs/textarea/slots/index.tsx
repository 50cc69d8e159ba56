import { useState } from "react";
import { IgrIconButton, IgrTextarea } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const MAX = 280;

export default function TextareaSlotsSample() {
  const [post, setPost] = useState("Spring is here! The cherry trees in the park are in full bloom.");

  return (
    <Page>
      <Section title="Prefix, suffix and helper-text slots">
        <IgrTextarea label="New post" rows={4} maxLength={MAX} value={post} style={{ maxWidth: 560 }} onInput={(e) => setPost(e.detail)}>
          <Icon slot="prefix" name="edit_note" />
          <IgrIconButton slot="suffix" variant="flat" aria-label="Clear" onClick={() => setPost("")}>
            <Icon name="close" size={18} />
          </IgrIconButton>
          <span slot="helper-text">
            Be kind, posts are public ·{" "}
            <b style={{ color: MAX - post.length < 20 ? "var(--ig-error-500, #c62828)" : undefined }}>{MAX - post.length} characters left</b>
          </span>
          <span slot="too-long">Posts are limited to {MAX} characters.</span>
        </IgrTextarea>
      </Section>
      <Section title="Default slot: initial text as content">
        {/* Text placed in the default slot becomes the initial value. */}
        <IgrTextarea label="Signature" rows={3} style={{ maxWidth: 560 }}>
          {"Best regards,\nAlex Morgan\nCustomer Success"}
        </IgrTextarea>
      </Section>
    </Page>
  );
}
