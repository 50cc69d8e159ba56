import { useEffect, useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrLinearProgress, IgrSnackbar } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "hidden" };

// displayTime is how long the snackbar stays, in milliseconds; keepOpen keeps it until it is closed.
export default function SnackbarDisplayTimeSample() {
  const snackbar = useRef<IgrSnackbar>(null);
  const [displayTime, setDisplayTime] = useState(4000);
  const [keepOpen, setKeepOpen] = useState(false);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // A countdown bar that mirrors the snackbar's timer.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, []);

  const show = async () => {
    await snackbar.current?.hide();
    await snackbar.current?.show();
    setShownAt(Date.now());
  };

  // Start with the snackbar showing, so the countdown is visible right away.
  useEffect(() => {
    void snackbar.current?.show().then(() => setShownAt(Date.now()));
  }, []);

  const left = shownAt === null || keepOpen ? null : Math.max(0, displayTime - (now - shownAt));

  return (
    <div style={page}>
      <ControlBar>
        <SliderControl label="displayTime" value={displayTime} min={1000} max={10000} step={500} format={(v) => `${v / 1000} s`} onChange={setDisplayTime} />
        <SwitchControl label="keepOpen" checked={keepOpen} onChange={setKeepOpen} />
        <IgrButton onClick={() => void show()}>Show snackbar</IgrButton>
      </ControlBar>
      <div style={{ maxWidth: 420 }}>
        {left === null ? (
          <span>{keepOpen ? "keepOpen: the snackbar stays until you press Close." : "Show the snackbar to start the countdown."}</span>
        ) : (
          <>
            <span>Closes in {(left / 1000).toFixed(1)} s</span>
            <IgrLinearProgress value={(left / displayTime) * 100} max={100} hideLabel />
          </>
        )}
      </div>
      <IgrSnackbar
        ref={snackbar}
        displayTime={displayTime}
        keepOpen={keepOpen}
        actionText="Close"
        positioning="container"
        onAction={() => {
          setShownAt(null);
          void snackbar.current?.hide();
        }}
      >
        Photo uploaded to “Summer 2026”.
      </IgrSnackbar>
    </div>
  );
}
