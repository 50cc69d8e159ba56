import { useState } from "react";
import { IgrButton, IgrDropdown, IgrDropdownItem } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const actions = [
  { value: "edit", text: "Edit", icon: "edit", key: "Ctrl+E" },
  { value: "duplicate", text: "Duplicate", icon: "content_copy", key: "Ctrl+D" },
  { value: "share", text: "Share", icon: "share", key: "Ctrl+S" },
  { value: "archive", text: "Archive", icon: "archive", key: "", disabled: true },
  { value: "delete", text: "Delete", icon: "delete", key: "Del" },
];

export default function DropdownItemSample() {
  const [last, setLast] = useState<string>();
  return (
    <Page>
      <Section title="File actions">
        <IgrDropdown open onChange={(e) => setLast(e.detail.value)}>
          <IgrButton slot="target" variant="outlined">
            <Icon slot="prefix" name="more_vert" />
            Actions
          </IgrButton>
          {/* Items have a value, prefix and suffix slots, and can be disabled or selected. */}
          {actions.map((a) => (
            <IgrDropdownItem key={a.value} value={a.value} disabled={a.disabled}>
              <Icon slot="prefix" name={a.icon} size={18} />
              {a.text}
              {a.key && (
                <small slot="suffix" style={{ opacity: 0.75 }}>
                  {a.key}
                </small>
              )}
            </IgrDropdownItem>
          ))}
        </IgrDropdown>
        <div style={{ marginTop: 230 }}>
          Last action: <b>{last ?? "none"}</b>
        </div>
      </Section>
    </Page>
  );
}
