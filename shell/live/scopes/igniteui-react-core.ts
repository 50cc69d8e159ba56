import "./react-modules";

export * from "igniteui-react-core";
