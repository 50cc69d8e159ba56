import { useRef, useState } from "react";
import { IgrGridState, IgrPivotGrid } from "igniteui-react-grids";
import { useOwnedProperty } from "../../../_shared/owned-property";
import { ChoiceControl, ControlBar, Hint, gridPage } from "../../_shared/controls";
import { plainConfiguration, sales } from "../_shared/sales";

const storageKey = "gallery.pivot-grid.state-persistence-about";

function read(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The pivot view: it writes its state when it is left and reads it back when it is shown again. */
function PivotView({ onVisit }: { onVisit: (restored: boolean) => void }) {
  const gridRef = useRef<IgrPivotGrid>(null);
  const stateRef = useRef<IgrGridState>(null);
  // The grid owns its configuration once it has the first one: a restored state is not undone when the page renders again.
  useOwnedProperty(gridRef, "pivotConfiguration", plainConfiguration);

  const keep = () => {
    const json = stateRef.current?.getStateAsString(["pivotConfiguration"]);
    if (json) sessionStorage.setItem(storageKey, json);
  };

  return (
    <IgrPivotGrid
      ref={gridRef}
      data={sales}
      height="100%"
      width="100%"
      onRendered={() => {
        const json = read();
        if (json) stateRef.current?.applyStateFromString(json, ["pivotConfiguration"]);
        onVisit(json !== null);
      }}
      // Every chip change is kept, so the state is there however the view is left.
      onPivotConfigurationChange={keep}
      onDimensionsChange={keep}
      onValuesChange={keep}
    >
      <IgrGridState ref={stateRef} />
    </IgrPivotGrid>
  );
}

export default function PivotStatePersistenceAboutSample() {
  const [tab, setTab] = useState<"pivot" | "about">("pivot");
  const [visits, setVisits] = useState<string[]>([]);

  return (
    <div style={gridPage}>
      <Hint>
        Change the pivot (move Seller into the rows, switch an aggregate), switch the view to About, which removes the grid, then come back: the
        grid is created again and its state is read back from session storage.
      </Hint>
      <ControlBar>
        <ChoiceControl
          label="View"
          value={tab}
          options={[
            { value: "pivot", text: "Pivot" },
            { value: "about", text: "About" },
          ]}
          onChange={setTab}
        />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: "column" }}>
        {tab === "pivot" ? (
          <PivotView onVisit={(restored) => setVisits((v) => [...v, restored ? "restored the saved state" : "started from the default configuration"])} />
        ) : (
          <div style={{ padding: 16, lineHeight: 1.6, maxWidth: 640 }}>
            <h3 style={{ marginTop: 0 }}>About this page</h3>
            <p>
              While this view is shown the pivot grid does not exist. Its last configuration, serialized by <code>IgrGridState</code>, waits in
              session storage ({(read() ?? "").length} characters).
            </p>
            <p>Visits so far:</p>
            <ol>
              {visits.map((v, i) => (
                <li key={i}>{v}</li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </div>
  );
}
