import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrDialog } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

const files = ["holiday-photos.zip", "budget-2026.xlsx", "notes.txt"];

export default function DialogOverviewSample() {
  const dialog = useRef<IgrDialog>(null);
  const [list, setList] = useState(files);
  const [target, setTarget] = useState<string | null>(null);
  const [result, setResult] = useState("Press Delete next to a file.");

  const ask = (file: string) => {
    setTarget(file);
    void dialog.current?.show();
  };

  const confirm = () => {
    if (target) {
      setList((l) => l.filter((f) => f !== target));
      setResult(`Deleted ${target}.`);
    }
    void dialog.current?.hide();
  };

  return (
    <div style={page}>
      <StatusLine>{result}</StatusLine>
      <ul style={{ listStyle: "none", margin: 0, padding: 0, maxWidth: 480, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        {list.map((f) => (
          <li key={f} style={{ display: "flex", alignItems: "center", justifyContent: "space-between", padding: "8px 12px", borderBottom: "1px solid var(--ig-gray-200)" }}>
            <span style={{ display: "flex", alignItems: "center", gap: 8 }}>
              <span className="material-icons" style={{ opacity: 0.75 }}>
                description
              </span>
              {f}
            </span>
            <IgrButton variant="flat" onClick={() => ask(f)}>
              Delete
            </IgrButton>
          </li>
        ))}
        {list.length === 0 && <li style={{ padding: 12 }}>No files left.</li>}
      </ul>
      {list.length < files.length && (
        <div>
          <IgrButton variant="outlined" onClick={() => setList(files)}>
            Restore the files
          </IgrButton>
        </div>
      )}

      <IgrDialog ref={dialog} title="Delete file?">
        <p style={{ margin: 0 }}>
          <b>{target}</b> will be deleted permanently. This cannot be undone.
        </p>
        <div slot="footer" style={{ display: "flex", gap: 8 }}>
          <IgrButton
            variant="flat"
            onClick={() => {
              setResult("Nothing deleted.");
              void dialog.current?.hide();
            }}
          >
            Cancel
          </IgrButton>
          <IgrButton onClick={confirm}>Delete</IgrButton>
        </div>
      </IgrDialog>
    </div>
  );
}
