import { useMemo, useState } from "react";
import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarExporter, IgrGridToolbarTitle, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useExportTiming } from "../../_shared/export-options";
import { makeArtists } from "../_shared/artists";

type Size = "200" | "1000" | "3000";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function DataExportingIndicatorSample() {
  const [size, setSize] = useState<Size>("1000");
  const data = useMemo(() => makeArtists(Number(size)), [size]);
  const songs = useMemo(() => data.reduce((n, a) => n + a.albums.reduce((m, b) => m + b.songs.length, 0), 0), [data]);
  const { status, handlers } = useExportTiming();

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Artists to export"
          value={size}
          onChange={setSize}
          options={[
            { value: "200", text: "200" },
            { value: "1000", text: "1,000" },
            { value: "3000", text: "3,000" },
          ]}
        />
      </ControlBar>
      <Hint>
        The export writes every level: {Number(size).toLocaleString()} artists with their albums and {songs.toLocaleString()} songs. While the
        file is built the toolbar shows a progress bar under its title. <b>{status}</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid key={size} data={data} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>{`Artists (${Number(size).toLocaleString()})`}</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter
                exportExcel
                exportCSV
                exportPDF={false}
                filename="music-catalogue"
                {...handlers}
              />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Seconds" dataType="number" />
              <IgrColumn field="streams" header="Streams" dataType="number" />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
