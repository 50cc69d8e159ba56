import "./react-modules";

export * from "igniteui-react/grid-lite";
