import { useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrSummaryResult, type IgrSummaryTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { files, formatSize } from "../_shared/files";
import "./data-summary-template.css";

const pick = (results: IgrSummaryResult[], key: string) => results.find((r) => r.key === key)?.summaryResult as number;

/** The total size in large type, with a bar for the share of the whole project. */
function SizeSummary({ implicit }: IgrSummaryTemplateContext) {
  const total = files.reduce((s, f) => s + f.size, 0);
  const sum = pick(implicit, "sum");
  const share = Math.round((sum / total) * 100);
  return (
    <div className="data-summary-template-size">
      <strong>{formatSize(sum)}</strong>
      <div className="data-summary-template-track">
        <div style={{ width: `${share}%` }} />
      </div>
      <span>{share} % of the project</span>
    </div>
  );
}

/** The number of items in the folder as a pill. */
function CountSummary({ implicit }: IgrSummaryTemplateContext) {
  const count = pick(implicit, "count");
  return (
    <div className="data-summary-template-count">
      <span className="data-summary-template-pill">{count}</span> item{count === 1 ? "" : "s"}
    </div>
  );
}

/** The newest change in the folder. */
function LatestSummary({ implicit }: IgrSummaryTemplateContext) {
  const latest = implicit.find((r) => r.key === "latest")?.summaryResult as Date | undefined;
  return <div className="data-summary-template-count">Last change {latest ? new Date(latest).toLocaleDateString("en-US", { month: "short", day: "numeric" }) : "—"}</div>;
}

export default function TreeGridDataSummaryTemplateSample() {
  const [templates, setTemplates] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Summary templates" checked={templates} onChange={setTemplates} />
      </ControlBar>
      <Hint>Summary templates draw each folder's summary their own way: a size with its share of the project, an item count and the last change.</Hint>
      <div style={gridArea}>
        {/* Templates are read when the grid builds its summary rows, so switching them builds a new grid. */}
        <IgrTreeGrid
          key={String(templates)}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          summaryCalculationMode="childLevelsOnly"
          summaryRowHeight={templates ? 70 : 0}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" hasSummary {...templatesWhen(templates, { summaryTemplate: CountSummary })} />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} hasSummary {...templatesWhen(templates, { summaryTemplate: SizeSummary })} />
          <IgrColumn field="modified" header="Modified" dataType="date" hasSummary {...templatesWhen(templates, { summaryTemplate: LatestSummary })} />
          <IgrColumn field="owner" header="Owner" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
