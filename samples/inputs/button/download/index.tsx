import { useEffect, useMemo, useState } from "react";
import { IgrButton } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Format = "csv" | "json";

const expenses = [
  { date: "2025-03-02", item: "Train ticket", amount: 42.5 },
  { date: "2025-03-04", item: "Hotel, 2 nights", amount: 310 },
  { date: "2025-03-05", item: "Client dinner", amount: 96.2 },
  { date: "2025-03-06", item: "Taxi", amount: 23.8 },
];

function toText(format: Format) {
  if (format === "json") return JSON.stringify(expenses, null, 2);
  return ["date,item,amount", ...expenses.map((e) => `${e.date},"${e.item}",${e.amount}`)].join("\n");
}

export default function ButtonDownloadSample() {
  const [format, setFormat] = useState<Format>("csv");
  const text = useMemo(() => toText(format), [format]);

  // The file is made in the browser: a Blob URL, released when it changes or on unmount.
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const blobUrl = URL.createObjectURL(new Blob([text], { type: format === "csv" ? "text/csv" : "application/json" }));
    setUrl(blobUrl);
    return () => URL.revokeObjectURL(blobUrl);
  }, [text, format]);

  return (
    <Page>
      <ControlBar>
        <SelectControl
          label="Format"
          value={format}
          options={[
            { value: "csv", text: "CSV" },
            { value: "json", text: "JSON" },
          ]}
          onChange={setFormat}
        />
      </ControlBar>
      <Section title="Expense report">
        <div>
          {/* With href and download the button renders as a link that saves the file. */}
          <IgrButton href={url} download={`expenses.${format}`} target="_blank">
            <span slot="prefix" className="material-icons">
              download
            </span>
            Download expenses.{format}
          </IgrButton>
        </div>
        <pre style={{ margin: 0, padding: 12, border: "1px solid rgba(128,128,128,0.35)", borderRadius: 4, overflow: "auto" }}>{text}</pre>
      </Section>
    </Page>
  );
}
