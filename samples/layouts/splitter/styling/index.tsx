import type { CSSProperties } from "react";
import { IgrSplitter } from "igniteui-react";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", padding: 16, boxSizing: "border-box" };

export default function SplitterStylingSample() {
  return (
    <div style={page}>
      <IgrSplitter className="styling-splitter" startSize="40%" style={{ flex: 1, minHeight: 300 }}>
        <div slot="start" className="styling-splitter-pane">
          <h3 style={{ marginTop: 0 }}>Ingredients</h3>
          <ul style={{ lineHeight: 1.8 }}>
            <li>400 g spaghetti</li>
            <li>150 g guanciale</li>
            <li>4 egg yolks</li>
            <li>60 g pecorino romano</li>
            <li>Black pepper</li>
          </ul>
        </div>
        <div slot="end" className="styling-splitter-pane">
          <h3 style={{ marginTop: 0 }}>Method</h3>
          <ol style={{ lineHeight: 1.8 }}>
            <li>Cook the spaghetti in salted water until al dente.</li>
            <li>Crisp the guanciale in a dry pan.</li>
            <li>Whisk the yolks with the pecorino and plenty of pepper.</li>
            <li>Toss the pasta with the guanciale off the heat, then stir in the egg mixture with a splash of pasta water.</li>
          </ol>
        </div>
      </IgrSplitter>
    </div>
  );
}
