import "./react-modules";

export * from "igniteui-react-spreadsheet-chart-adapter";
