import { IgrButton, IgrDropdown, IgrDropdownHeader, IgrDropdownItem } from "igniteui-react";
import { Icon, Page, Row, Section } from "../../_shared/page";
import "./dropdown-styling.css";

function Items() {
  return (
    <>
      <IgrDropdownHeader>Theme</IgrDropdownHeader>
      <IgrDropdownItem value="light">
        <Icon slot="prefix" name="light_mode" size={18} />
        Light
      </IgrDropdownItem>
      <IgrDropdownItem value="dark" selected>
        <Icon slot="prefix" name="dark_mode" size={18} />
        Dark
      </IgrDropdownItem>
      <IgrDropdownItem value="system">
        <Icon slot="prefix" name="settings_brightness" size={18} />
        System
      </IgrDropdownItem>
    </>
  );
}

export default function DropdownStylingSample() {
  return (
    <Page>
      <Section title="Default theme (left) and styled with --ig-drop-down-* tokens (right)">
        <Row style={{ gap: 240, alignItems: "flex-start" }}>
          <IgrDropdown open keepOpenOnOutsideClick>
            <IgrButton slot="target" variant="outlined">
              Appearance
            </IgrButton>
            <Items />
          </IgrDropdown>
          <IgrDropdown className="dropdown-styling-custom" open keepOpenOnOutsideClick>
            <IgrButton slot="target" variant="outlined">
              Appearance
            </IgrButton>
            <Items />
          </IgrDropdown>
        </Row>
      </Section>
    </Page>
  );
}
