import { useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./multi-column-headers-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);

export default function MultiColumnHeadersStylingSample() {
  const [styled, setStyled] = useState(true);
  // headerGroupClasses puts a class on a group's header element and on its columns' headers.
  const group = (name: string) => (styled ? `multi-column-headers-styling-${name}` : "");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Colored column groups" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Each column group gets a class through headerGroupClasses: purple for the artist profile, red for awards and green for album sales.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumnGroup header="Profile" headerGroupClasses={group("profile")}>
            <IgrColumn field="country" header="Country" headerGroupClasses={group("profile")} />
            <IgrColumn field="genre" header="Genre" headerGroupClasses={group("profile")} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Awards" headerGroupClasses={group("awards")}>
            <IgrColumn field="grammyNominations" header="Nominations" dataType="number" headerGroupClasses={group("awards")} />
            <IgrColumn field="grammyAwards" header="Wins" dataType="number" headerGroupClasses={group("awards")} />
          </IgrColumnGroup>
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumnGroup header="Sales" headerGroupClasses={group("sales")}>
              <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} headerGroupClasses={group("sales")} />
              <IgrColumn field="unitsSold" header="Units sold" dataType="number" headerGroupClasses={group("sales")} />
              <IgrColumn field="chartPeak" header="Chart peak" dataType="number" headerGroupClasses={group("sales")} />
            </IgrColumnGroup>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
