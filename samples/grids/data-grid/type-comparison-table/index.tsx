import { useMemo, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrTemplateColumn, IgrTextColumn, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { cellInk } from "../_shared/cell-ink";

IgrDataGridModule.register();

const plans = ["Starter", "Team", "Business", "Enterprise"] as const;
type Plan = (typeof plans)[number];
type Value = boolean | string;

interface Feature {
  order: number;
  section: string;
  feature: string;
  values: Record<Plan, Value>;
}

const rows: Feature[] = (
  [
    ["Price", "Monthly price per user", ["$0", "$8", "$15", "Contact us"]],
    ["Price", "Annual discount", [false, "10%", "15%", "Custom"]],
    ["Storage", "Storage per user", ["5 GB", "100 GB", "1 TB", "Unlimited"]],
    ["Storage", "File version history", ["7 days", "30 days", "180 days", "Unlimited"]],
    ["Storage", "Offline sync", [false, true, true, true]],
    ["Collaboration", "Shared workspaces", ["1", "10", "Unlimited", "Unlimited"]],
    ["Collaboration", "Guest access", [false, true, true, true]],
    ["Collaboration", "Video meetings", [false, "40 min", "24 h", "24 h"]],
    ["Security", "Two-factor authentication", [true, true, true, true]],
    ["Security", "Single sign-on (SAML)", [false, false, true, true]],
    ["Security", "Audit log", [false, false, true, true]],
    ["Security", "Data residency", [false, false, false, true]],
    ["Support", "Support channel", ["Forum", "Email", "Chat and email", "Dedicated manager"]],
    ["Support", "Uptime guarantee", [false, false, "99.9%", "99.99%"]],
  ] as [string, string, Value[]][]
).map(([section, feature, values], i) => ({
  order: i,
  section,
  feature,
  values: Object.fromEntries(plans.map((p, j) => [p, values[j]!])) as Record<Plan, Value>,
}));

export default function ComparisonTableSample() {
  const [recommended, setRecommended] = useState<Plan>("Business");
  const [differencesOnly, setDifferencesOnly] = useState(false);

  const data = useMemo(
    () =>
      (differencesOnly ? rows.filter((r) => new Set(plans.map((p) => String(r.values[p]))).size > 1) : rows).map((r) => ({
        order: r.order,
        // The group rows show the field name, so it is capitalized.
        Section: r.section,
        feature: r.feature,
        ...r.values,
      })),
    [differencesOnly],
  );

  const cells = useMemo(
    () =>
      Object.fromEntries(
        plans.map((plan) => [
          plan,
          ({ dataContext }: IIgrCellTemplateProps) => {
            const row = dataContext.rowItem as Record<string, Value> | undefined;
            if (!row) return null;
            const v = row[plan];
            const accent = plan === recommended;
            return (
              <div
                style={{
                  width: "100%",
                  height: 40,
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  background: accent ? "color-mix(in srgb, var(--ig-info-500) 18%, transparent)" : undefined,
                  fontWeight: accent ? 600 : 400,
                  fontSize: 13,
                }}
              >
                {v === true ? (
                  <span className="material-icons" style={{ color: "#2e7d32" }} aria-label="yes">
                    check_circle
                  </span>
                ) : v === false ? (
                  <span className="material-icons" style={{ color: "#bdbdbd" }} aria-label="no">
                    remove
                  </span>
                ) : (
                  v
                )}
              </div>
            );
          },
        ]),
      ),
    [recommended],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Recommended plan" value={recommended} options={plans} onChange={setRecommended} width={170} />
        <SwitchControl label="Only rows that differ" checked={differencesOnly} onChange={setDifferencesOnly} />
      </ControlBar>
      <Hint>A feature comparison of four subscription plans: one column per plan, check marks for included features, the recommended plan tinted.</Hint>
      <div style={{ ...gridArea, ...cellInk }}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={data}
          autoGenerateColumns={false}
          rowHeight={40}
          initialGroups="Section"
          groupHeaderDisplayMode="Combined"
          isGroupCollapsable
          headerClickAction="None"
        >
          <IgrTextColumn field="order" headerText="#" width="50" isHidden sortDirection="Ascending" />
          <IgrTextColumn field="feature" headerText="Feature" width="*>220" pinned="Left" />
          {plans.map((plan) => (
            <IgrTemplateColumn key={plan} field={plan} headerText={plan === recommended ? `${plan} ★` : plan} width="*>140" template={cells[plan]} paddingLeft={0} paddingRight={0} />
          ))}
        </IgrDataGrid>
      </div>
    </div>
  );
}
