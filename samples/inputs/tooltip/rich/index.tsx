import { IgrAvatar, IgrBadge, IgrButton, IgrTooltip } from "igniteui-react";
import { Icon, Page, Row, Section } from "../../_shared/page";

const people = [
  { id: "tooltip-rich-ana", initials: "AL", name: "Ana López", role: "Product designer", city: "Valencia", status: "Online", projects: 4 },
  { id: "tooltip-rich-kenji", initials: "KT", name: "Kenji Tanaka", role: "Backend engineer", city: "Osaka", status: "Away", projects: 7 },
];

export default function TooltipRichSample() {
  return (
    <Page>
      <Section title="Hover a team member for a profile card">
        <Row style={{ gap: 48, paddingBottom: 200 }}>
          {people.map((p, i) => (
            <span key={p.id}>
              <IgrAvatar id={p.id} initials={p.initials} shape="circle" />
              {/* Any markup can go into the default slot of the tooltip. */}
              <IgrTooltip anchor={p.id} placement="bottom-start" withArrow open={i === 0}>
                <div style={{ display: "flex", flexDirection: "column", gap: 6, padding: 4, minWidth: 200 }}>
                  <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
                    <strong style={{ fontSize: 15 }}>{p.name}</strong>
                    <IgrBadge variant={p.status === "Online" ? "success" : "warning"}>{p.status}</IgrBadge>
                  </div>
                  <span>{p.role}</span>
                  <span style={{ display: "flex", alignItems: "center", gap: 4 }}>
                    <Icon name="place" size={16} /> {p.city}
                  </span>
                  <span style={{ display: "flex", alignItems: "center", gap: 4 }}>
                    <Icon name="folder" size={16} /> {p.projects} active projects
                  </span>
                </div>
              </IgrTooltip>
            </span>
          ))}
          <span>
            <IgrButton id="tooltip-rich-shortcut" variant="outlined">
              Save
            </IgrButton>
            <IgrTooltip anchor="tooltip-rich-shortcut" placement="right">
              <span>
                Save changes <kbd style={{ padding: "1px 5px", border: "1px solid currentColor", borderRadius: 3, marginLeft: 6 }}>Ctrl</kbd> +{" "}
                <kbd style={{ padding: "1px 5px", border: "1px solid currentColor", borderRadius: 3 }}>S</kbd>
              </span>
            </IgrTooltip>
          </span>
        </Row>
      </Section>
    </Page>
  );
}
