import { useMemo, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTemplateColumn, IgrTextColumn, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { seededRandom } from "../../../_shared/random";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { cellInk } from "../_shared/cell-ink";

IgrDataGridModule.register();

interface Campaign {
  name: string;
  channel: "Search" | "Social" | "Email" | "Video" | "Display";
  status: "Active" | "Paused" | "Ended";
  budget: number;
  spent: number;
  impressions: number;
  clicks: number;
  ctr: number;
  conversions: number;
  roi: number;
  trend: number[];
}

const channelIcon: Record<Campaign["channel"], [string, string]> = {
  Search: ["search", "#1a73e8"],
  Social: ["groups", "#8e24aa"],
  Email: ["mail", "#00897b"],
  Video: ["smart_display", "#e53935"],
  Display: ["web", "#f57c00"],
};
const statusColor: Record<Campaign["status"], string> = { Active: "#2e7d32", Paused: "#b45309", Ended: "#757575" };

function makeCampaigns(): Campaign[] {
  const r = seededRandom(404);
  const names = ["Spring Sale", "Back to School", "Summer Launch", "Loyalty Rewards", "Holiday Gifts", "New Arrivals", "Flash Friday", "Brand Story", "Winter Clearance", "App Install", "Referral Boost", "Webinar Series"];
  const channels = Object.keys(channelIcon) as Campaign["channel"][];
  const statuses: Campaign["status"][] = ["Active", "Active", "Active", "Paused", "Ended"];
  return names.map((name, i) => {
    const budget = Math.round(5 + r() * 45) * 1000;
    const spent = Math.round(budget * (0.2 + r() * 0.8));
    const impressions = Math.round(spent * (40 + r() * 120));
    const clicks = Math.round(impressions * (0.004 + r() * 0.04));
    const conversions = Math.round(clicks * (0.02 + r() * 0.08));
    return {
      name,
      channel: channels[i % channels.length]!,
      status: statuses[Math.floor(r() * statuses.length)]!,
      budget,
      spent,
      impressions,
      clicks,
      ctr: clicks / impressions,
      conversions,
      roi: (conversions * 85 - spent) / spent,
      trend: Array.from({ length: 14 }, () => Math.round(20 + r() * 80)),
    };
  });
}

function ChannelCell({ dataContext }: IIgrCellTemplateProps) {
  const c = dataContext.rowItem as Campaign | undefined;
  if (!c) return null;
  const [icon, color] = channelIcon[c.channel];
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 10, height: 48, paddingLeft: 12 }}>
      <span className="material-icons" style={{ color, background: `${color}1a`, borderRadius: 8, padding: 6, fontSize: 18 }}>
        {icon}
      </span>
      <div style={{ lineHeight: 1.2 }}>
        <div style={{ fontWeight: 600, fontSize: 13 }}>{c.name}</div>
        <div style={{ fontSize: 11, opacity: 0.7 }}>{c.channel}</div>
      </div>
    </div>
  );
}

function StatusCell({ dataContext }: IIgrCellTemplateProps) {
  const c = dataContext.rowItem as Campaign | undefined;
  if (!c) return null;
  const color = statusColor[c.status];
  return (
    <div style={{ height: 48, display: "flex", alignItems: "center", paddingLeft: 12 }}>
      <span style={{ fontSize: 12, fontWeight: 600, color, border: `1px solid ${color}`, borderRadius: 12, padding: "2px 10px" }}>{c.status}</span>
    </div>
  );
}

function SpendCell({ dataContext }: IIgrCellTemplateProps) {
  const c = dataContext.rowItem as Campaign | undefined;
  if (!c) return null;
  const pct = c.spent / c.budget;
  return (
    <div style={{ height: 48, display: "flex", flexDirection: "column", justifyContent: "center", gap: 4, padding: "0 12px" }}>
      <div style={{ fontSize: 12 }}>
        ${(c.spent / 1000).toFixed(1)}k of ${(c.budget / 1000).toFixed(0)}k
      </div>
      <div style={{ height: 6, background: "#e0e0e0", borderRadius: 3 }}>
        <div style={{ width: `${pct * 100}%`, height: "100%", borderRadius: 3, background: pct > 0.9 ? "#e53935" : "#1a73e8" }} />
      </div>
    </div>
  );
}

function TrendCell({ dataContext }: IIgrCellTemplateProps) {
  const c = dataContext.rowItem as Campaign | undefined;
  if (!c) return null;
  const w = 110;
  const h = 30;
  const points = c.trend.map((v, i) => `${(i / (c.trend.length - 1)) * w},${h - (v / 100) * h}`).join(" ");
  const up = c.trend[c.trend.length - 1]! >= c.trend[0]!;
  return (
    <div style={{ height: 48, display: "flex", alignItems: "center", paddingLeft: 12 }}>
      <svg width={w} height={h} aria-label="14-day clicks trend">
        <polyline points={points} fill="none" stroke={up ? "#2e7d32" : "#c62828"} strokeWidth={2} />
      </svg>
    </div>
  );
}

function RoiCell({ dataContext }: IIgrCellTemplateProps) {
  const c = dataContext.rowItem as Campaign | undefined;
  if (!c) return null;
  return (
    <div style={{ height: 48, display: "flex", alignItems: "center", justifyContent: "flex-end", paddingRight: 12, fontWeight: 600, color: c.roi >= 0 ? "#2e7d32" : "#c62828" }}>
      {c.roi >= 0 ? "+" : ""}
      {(c.roi * 100).toFixed(0)}%
    </div>
  );
}

type Filter = "All" | Campaign["status"];

export default function MarketingTableSample() {
  const campaigns = useMemo(makeCampaigns, []);
  const [filter, setFilter] = useState<Filter>("All");
  const data = filter === "All" ? campaigns : campaigns.filter((c) => c.status === filter);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Campaigns"
          value={filter}
          options={(["All", "Active", "Paused", "Ended"] as const).map((v) => ({ value: v, text: v }))}
          onChange={setFilter}
        />
      </ControlBar>
      <Hint>A marketing dashboard table: channel icons, status pills, budget bars, sparklines of daily clicks and a colored return on investment.</Hint>
      <div style={{ ...gridArea, ...cellInk }}>
        <IgrDataGrid height="100%" width="100%" dataSource={data} autoGenerateColumns={false} rowHeight={48}>
          <IgrTemplateColumn field="name" headerText="Campaign" width="*>190" template={ChannelCell} sortDirection="Ascending" paddingLeft={0} />
          <IgrTemplateColumn field="status" headerText="Status" width="104" template={StatusCell} paddingLeft={0} />
          <IgrTemplateColumn field="spent" headerText="Spend" width="*>160" template={SpendCell} paddingLeft={0} paddingRight={0} />
          <IgrNumericColumn field="impressions" headerText="Impressions" showGroupingSeparator width="*>120" />
          <IgrNumericColumn field="ctr" headerText="CTR" isPercent positiveSuffix="%" minFractionDigits={2} maxFractionDigits={2} width="80" />
          <IgrNumericColumn field="conversions" headerText="Conv." showGroupingSeparator width="90" />
          <IgrTemplateColumn field="trend" headerText="Clicks, 14 days" width="150" template={TrendCell} paddingLeft={0} />
          <IgrTemplateColumn field="roi" headerText="ROI" width="96" template={RoiCell} paddingRight={0} />
        </IgrDataGrid>
      </div>
    </div>
  );
}
