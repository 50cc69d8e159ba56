import { useEffect, useRef, useState, type CSSProperties } from "react";
import { IgrBanner, IgrButton, IgrLinearProgress } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

type Phase = "available" | "downloading" | "ready";

// An update banner that walks through several states, can refuse to close while a download runs,
// and comes back by itself after "Remind me later".
export default function BannerAdvancedSample() {
  const banner = useRef<IgrBanner>(null);
  const [phase, setPhase] = useState<Phase>("available");
  const [progress, setProgress] = useState(0);
  const [blockClose, setBlockClose] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const timers = useRef<number[]>([]);

  const add = (line: string) => setLog((l) => [`${clock.format(new Date())}  ${line}`, ...l].slice(0, 20));

  useEffect(() => () => timers.current.forEach((t) => window.clearInterval(t)), []);

  const download = () => {
    setPhase("downloading");
    setProgress(0);
    add("download started");
    const timer = window.setInterval(() => {
      setProgress((p) => {
        const next = Math.min(100, p + 7);
        if (next === 100) {
          window.clearInterval(timer);
          setPhase("ready");
          add("download finished");
        }
        return next;
      });
    }, 250);
    timers.current.push(timer);
  };

  const later = () => {
    void banner.current?.hide();
    add("remind me later: the banner returns in 5 s");
    timers.current.push(window.setTimeout(() => void banner.current?.show().then(() => add("banner shown again")), 5000));
  };

  const restart = () => {
    add("restarted: version 4.2 installed");
    void banner.current?.hide();
    setPhase("available");
  };

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Keep open while downloading (cancel closing)" checked={blockClose} onChange={setBlockClose} />
        <IgrButton variant="outlined" onClick={() => void banner.current?.show()}>
          Show the banner
        </IgrButton>
      </ControlBar>
      <div style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden", maxWidth: 720 }}>
        <IgrBanner
          ref={banner}
          open
          onClosing={(e) => {
            if (blockClose && phase === "downloading") {
              // igcClosing is cancelable: the user cannot dismiss the banner mid-download.
              e.preventDefault();
              add("igcClosing — cancelled, the download is running");
            } else {
              add("igcClosing");
            }
          }}
          onClosed={() => add("igcClosed")}
        >
          <span slot="prefix" className="material-icons" style={{ fontSize: 32 }}>
            {phase === "ready" ? "check_circle" : "system_update"}
          </span>
          {phase === "available" && "Version 4.2 is available, with offline maps and a faster search."}
          {phase === "downloading" && (
            <div style={{ display: "flex", flexDirection: "column", gap: 6, minWidth: 260 }}>
              Downloading version 4.2…
              <IgrLinearProgress value={progress} max={100} />
            </div>
          )}
          {phase === "ready" && "Version 4.2 is ready. Restart the app to finish installing."}
          <div slot="actions" style={{ display: "flex", gap: 8 }}>
            {phase === "available" && (
              <>
                <IgrButton variant="flat" onClick={later}>
                  Remind me later
                </IgrButton>
                <IgrButton variant="flat" onClick={download}>
                  Update now
                </IgrButton>
              </>
            )}
            {phase === "downloading" && (
              <IgrButton variant="flat" onClick={() => void banner.current?.hide()}>
                Dismiss
              </IgrButton>
            )}
            {phase === "ready" && (
              <IgrButton variant="flat" onClick={restart}>
                Restart now
              </IgrButton>
            )}
          </div>
        </IgrBanner>
        <div style={{ padding: 16, color: "var(--ig-gray-700)" }}>Maps · Search · Saved places</div>
      </div>
      <div style={{ flex: 1, minHeight: 140, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: "8px 12px", overflow: "auto", fontFamily: "monospace", fontSize: 13, lineHeight: 1.6, maxWidth: 720, boxSizing: "border-box" }}>
        {log.length === 0 ? <span style={{ opacity: 0.75 }}>Banner events and actions appear here.</span> : log.map((l, i) => <div key={i}>{l}</div>)}
      </div>
    </div>
  );
}
