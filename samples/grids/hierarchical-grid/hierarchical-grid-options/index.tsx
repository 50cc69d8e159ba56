import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

// Every fourth artist is new and has no albums yet; hasAlbums tells the grid so without reading the child data.
const data = artists.map((a, i) => (i % 4 === 3 ? { ...a, albums: [], hasAlbums: false } : { ...a, hasAlbums: true }));

export default function HierarchicalGridOptionsSample() {
  const [expandChildren, setExpandChildren] = useState(false);
  const [showExpandAll, setShowExpandAll] = useState(true);
  const [useHasChildren, setUseHasChildren] = useState(true);
  const [expandSongs, setExpandSongs] = useState(false);
  // Changing expandChildren only affects rows created afterwards, so the grid is rebuilt when it changes.
  const key = useMemo(() => `${expandChildren}-${expandSongs}`, [expandChildren, expandSongs]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Expand all artists (expandChildren)" checked={expandChildren} onChange={setExpandChildren} />
        <SwitchControl label="Expand all albums" checked={expandSongs} onChange={setExpandSongs} />
        <SwitchControl label="Expand-all button in the header (showExpandAll)" checked={showExpandAll} onChange={setShowExpandAll} />
        <SwitchControl label="No expander without albums (hasChildrenKey)" checked={useHasChildren} onChange={setUseHasChildren} />
      </ControlBar>
      <Hint>
        Options of the hierarchical grid itself: rows can start expanded on any level, the header can hold an expand/collapse-all button, and
        hasChildrenKey hides the expander of artists that have no albums (Kimmy McIlmorie, Eliana Vossberg…).
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          key={key}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          expandChildren={expandChildren}
          showExpandAll={showExpandAll}
          hasChildrenKey={useHasChildren ? "hasAlbums" : undefined}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="hasAlbums" header="Has albums" dataType="boolean" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expandChildren={expandSongs} showExpandAll={showExpandAll}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="tracks" header="Tracks" dataType="number" />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" width="70px" />
              <IgrColumn field="title" header="Song" />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
