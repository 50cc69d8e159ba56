import "./react-modules";

export { default } from "world-atlas/countries-110m.json";
