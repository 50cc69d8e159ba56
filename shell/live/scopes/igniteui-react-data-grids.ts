import "./react-modules";

export * from "igniteui-react-data-grids";
