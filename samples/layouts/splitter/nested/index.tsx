import { useRef, type CSSProperties } from "react";
import { IgrButton, IgrSplitter } from "igniteui-react";
import { ControlBar } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
// The panes keep an editor's own colours in either theme variant: a light pane gets a dark ink of its own.
const pane = (background: string): CSSProperties => ({ height: "100%", padding: 12, boxSizing: "border-box", overflow: "auto", background, color: "#1f2328" });

const files = ["src/", "  app.tsx", "  routes.ts", "  styles.css", "package.json", "README.md"];

// An editor layout: a file tree beside a vertical splitter of code and terminal.
export default function SplitterNestedSample() {
  const outer = useRef<IgrSplitter>(null);
  const inner = useRef<IgrSplitter>(null);

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => outer.current?.toggle("start")}>
          Toggle the file tree
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => inner.current?.toggle("end")}>
          Toggle the terminal
        </IgrButton>
      </ControlBar>
      <IgrSplitter ref={outer} startSize="220px" startMinSize="140px" style={{ flex: 1, minHeight: 320, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        <div slot="start" style={pane("#f5f7fa")}>
          <strong>Explorer</strong>
          <pre style={{ margin: "8px 0 0", fontSize: 13, lineHeight: 1.7 }}>{files.join("\n")}</pre>
        </div>
        {/* A splitter placed in a pane of another splitter. */}
        <IgrSplitter ref={inner} slot="end" orientation="vertical" endSize="35%" endMinSize="60px" style={{ height: "100%" }}>
          <div slot="start" style={pane("#ffffff")}>
            <strong>app.tsx</strong>
            <pre style={{ margin: "8px 0 0", fontSize: 13, lineHeight: 1.6 }}>
              {`export function App() {\n  const [count, setCount] = useState(0);\n  return (\n    <button onClick={() => setCount(count + 1)}>\n      Clicked {count} times\n    </button>\n  );\n}`}
            </pre>
          </div>
          <div slot="end" style={{ ...pane("#1e1e1e"), color: "#d4d4d4", fontFamily: "monospace", fontSize: 13 }}>
            <div>$ npm run dev</div>
            <div style={{ color: "#6a9955" }}>ready in 412 ms</div>
            <div>➜ Local: http://localhost:5173/</div>
          </div>
        </IgrSplitter>
      </IgrSplitter>
    </div>
  );
}
