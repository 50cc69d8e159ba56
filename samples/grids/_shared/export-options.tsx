import { useRef, useState } from "react";
import type { IgrExporterOptionsBase } from "igniteui-react-grids";
import { SwitchControl } from "./controls";

/** For the excel-exporting samples: the file name and view options a user picks, applied to any exporter's options. */
export function useExportOptions(defaultFileName: string) {
  const [fileName, setFileName] = useState(defaultFileName);
  const [ignoreFiltering, setIgnoreFiltering] = useState(false);
  const [ignoreSorting, setIgnoreSorting] = useState(false);
  const [ignoreHidden, setIgnoreHidden] = useState(false);

  function applyTo(options: IgrExporterOptionsBase) {
    options.fileName = fileName.trim() || defaultFileName;
    options.ignoreFiltering = ignoreFiltering;
    options.ignoreSorting = ignoreSorting;
    options.ignoreColumnsVisibility = ignoreHidden;
    options.freezeHeaders = true;
  }

  return { fileName, setFileName, ignoreFiltering, setIgnoreFiltering, ignoreSorting, setIgnoreSorting, ignoreHidden, setIgnoreHidden, applyTo };
}

/** The switches for the view options: whether the file follows the grid's filtering, sorting and hidden columns. */
export function ExportViewSwitches({ options, hiddenLabel = "Include hidden columns" }: { options: ReturnType<typeof useExportOptions>; hiddenLabel?: string }) {
  return (
    <>
      <SwitchControl label="Ignore filtering" checked={options.ignoreFiltering} onChange={options.setIgnoreFiltering} />
      <SwitchControl label="Ignore sorting" checked={options.ignoreSorting} onChange={options.setIgnoreSorting} />
      <SwitchControl label={hiddenLabel} checked={options.ignoreHidden} onChange={options.setIgnoreHidden} />
    </>
  );
}

/** For the data-exporting-indicator samples: what the toolbar exporter is doing, and how long the last export took. */
export function useExportTiming() {
  const [status, setStatus] = useState("Open “Export” in the toolbar and pick Excel or CSV.");
  const started = useRef(0);
  const handlers = {
    onExportStarted: (e: { detail: { options: object } }) => {
      started.current = performance.now();
      // Only the CSV options carry a file type.
      setStatus(`Building the ${"fileType" in e.detail.options ? "CSV" : "Excel"} file…`);
    },
    onExportEnded: () => setStatus(`Export finished in ${((performance.now() - started.current) / 1000).toFixed(1)} s; the file was downloaded.`),
  };
  return { status, handlers };
}
