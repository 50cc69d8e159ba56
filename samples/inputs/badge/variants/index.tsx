import { IgrBadge } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";

// Each variant carries a meaning; pair the color with text so it is not the only cue.
const builds = [
  { name: "main", state: "Passed", variant: "success" },
  { name: "release/2.4", state: "Queued", variant: "info" },
  { name: "feature/search", state: "Flaky", variant: "warning" },
  { name: "hotfix/login", state: "Failed", variant: "danger" },
  { name: "docs", state: "Draft", variant: "primary" },
] as const;

export default function BadgeVariantsSample() {
  return (
    <Page>
      <Section title="The five variants">
        <Row>
          {(["primary", "info", "success", "warning", "danger"] as const).map((v) => (
            <IgrBadge key={v} variant={v}>
              {v}
            </IgrBadge>
          ))}
        </Row>
      </Section>
      <Section title="Build status">
        {builds.map((b) => (
          <Row key={b.name} style={{ justifyContent: "space-between", maxWidth: 320 }}>
            <code>{b.name}</code>
            <IgrBadge variant={b.variant}>{b.state}</IgrBadge>
          </Row>
        ))}
      </Section>
    </Page>
  );
}
