import "./react-modules";

export * from "topojson-client";
