import { useState } from "react";
import { IgrColumn, IgrGrid, type IgrSummaryResult, type IgrSummaryTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { products } from "../_shared/products";
import "./data-summary-template.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

const pick = (results: IgrSummaryResult[], key: string) => results.find((r) => r.key === key)?.summaryResult as number;

/** Min, average and max on one line: a track from min to max with a marker at the average. */
function RangeSummary({ implicit }: IgrSummaryTemplateContext) {
  const min = pick(implicit, "min");
  const max = pick(implicit, "max");
  const avg = pick(implicit, "average");
  const at = max > min ? ((avg - min) / (max - min)) * 100 : 50;
  return (
    <div className="data-summary-template-range">
      <div className="data-summary-template-track">
        <div className="data-summary-template-marker" style={{ left: `${at}%` }} title={`Average ${number.format(avg)}`} />
      </div>
      <div className="data-summary-template-ends">
        <span>{number.format(min)}</span>
        <span>avg {number.format(avg)}</span>
        <span>{number.format(max)}</span>
      </div>
    </div>
  );
}

/** The sum in large type with the row count under it. */
function TotalSummary({ implicit }: IgrSummaryTemplateContext) {
  return (
    <div className="data-summary-template-total">
      <strong>{money.format(pick(implicit, "sum"))}</strong>
      <span>{pick(implicit, "count")} products</span>
    </div>
  );
}

/** How many true values, as a percentage pill. */
function ShareSummary({ implicit }: IgrSummaryTemplateContext) {
  const count = pick(implicit, "count");
  const discontinued = products.filter((p) => p.discontinued).length;
  return (
    <div className="data-summary-template-total">
      <span className="data-summary-template-pill">{Math.round((discontinued / count) * 100)} %</span>
      <span>
        {discontinued} of {count} discontinued
      </span>
    </div>
  );
}

export default function DataSummaryTemplateSample() {
  const [templates, setTemplates] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Summary templates" checked={templates} onChange={setTemplates} />
      </ControlBar>
      <Hint>Summary templates draw the summary results their own way: a min–max track with the average, a large total, and a share.</Hint>
      <div style={gridArea}>
        {/* Templates are read when the grid builds its summary row, so switching them builds a new grid. */}
        <IgrGrid key={String(templates)} data={products} primaryKey="id" autoGenerate={false} summaryRowHeight={templates ? 72 : 0} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Product" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} hasSummary {...templatesWhen(templates, { summaryTemplate: RangeSummary })} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" hasSummary {...templatesWhen(templates, { summaryTemplate: RangeSummary })} />
          <IgrColumn field="revenue" header="Revenue" dataType="currency" pipeArgs={usd} hasSummary {...templatesWhen(templates, { summaryTemplate: TotalSummary })} />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" hasSummary {...templatesWhen(templates, { summaryTemplate: ShareSummary })} />
        </IgrGrid>
      </div>
    </div>
  );
}
