import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, type Album, type Artist } from "../_shared/artists";
import "./row-classes.css";

const expanded = new Map<unknown, boolean>([[2, true], [5, true]]);

export default function RowClassesSample() {
  const [stars, setStars] = useState(true);
  const [newcomers, setNewcomers] = useState(true);
  const [hits, setHits] = useState(true);

  // rowClasses maps a class name to a test of the row; the grid adds the class to every row that passes. One set per level.
  const artistClasses = useMemo(() => {
    const rules: Record<string, (row: IgrRowType) => boolean> = {};
    if (stars) rules["row-classes-star"] = (row) => (row.data as Artist).grammyAwards >= 3;
    if (newcomers) rules["row-classes-newcomer"] = (row) => (row.data as Artist).debutYear >= 2005;
    return rules;
  }, [stars, newcomers]);
  const albumClasses = useMemo(() => {
    const rules: Record<string, (row: IgrRowType) => boolean> = {};
    if (hits) {
      rules["row-classes-hit"] = (row) => (row.data as Album).chartPeak <= 10;
      rules["row-classes-flop"] = (row) => (row.data as Album).chartPeak > 60;
    }
    return rules;
  }, [hits]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Stars (3+ Grammys)" checked={stars} onChange={setStars} />
        <SwitchControl label="Newcomers (debut 2005+)" checked={newcomers} onChange={setNewcomers} />
        <SwitchControl label="Album hits and flops" checked={hits} onChange={setHits} />
      </ControlBar>
      <Hint>Whole rows get CSS classes from rules: gold rows for stars, a blue edge for newcomers, and on the album grids green top-10 hits and grey albums that peaked below 60.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} rowClasses={artistClasses} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="debutYear" header="Debut" formatter={String} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} rowClasses={albumClasses}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
