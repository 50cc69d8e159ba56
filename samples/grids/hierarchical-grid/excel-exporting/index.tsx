import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import {
  IgrColumn,
  IgrExcelExporterOptions,
  IgrExcelExporterService,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarTitle,
  IgrHierarchicalGrid,
  IgrRowIsland,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { ExportViewSwitches, useExportOptions } from "../../_shared/export-options";
import { artists, formatDuration } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);
// The service only builds the workbook and hands it to the browser's download: nothing leaves the page.
const excelExporter = new IgrExcelExporterService();

export default function ExcelExportingSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const exportOptions = useExportOptions("Music catalogue");
  const [last, setLast] = useState("");

  function exportExcel() {
    const grid = gridRef.current;
    if (!grid) return;
    const options = new IgrExcelExporterOptions("Music catalogue");
    exportOptions.applyTo(options);
    excelExporter.export(grid, options);
    setLast(`${options.fileName}.xlsx was downloaded: artists with their albums and songs as grouped, collapsible rows.`);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput label="File name" value={exportOptions.fileName} onInput={(e) => exportOptions.setFileName(e.detail)} style={{ width: 200 }} />
        <IgrButton onClick={exportExcel}>Export to Excel</IgrButton>
        <ExportViewSwitches options={exportOptions} hiddenLabel="Export hidden columns" />
      </ControlBar>
      <Hint>
        The workbook holds every level: each artist row is followed by its albums, and each album by its songs, as outline groups you can
        collapse in Excel. Filter or sort the grid first to see the options at work; the toolbar's Export menu does the same. {last && <b>{last}</b>}
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Artists</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter exportExcel exportCSV={false} exportPDF={false} filename="music-catalogue" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="artist" header="Artist" sortable minWidth="170px" />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="genre" header="Genre" sortable />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" sortable hidden />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" sortable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="title" header="Album" sortable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} sortable />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" />
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
