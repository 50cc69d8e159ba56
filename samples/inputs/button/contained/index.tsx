import { VariantDemo } from "../_shared/variant-demo";

export default function ButtonContainedSample() {
  return <VariantDemo variant="contained" note="Contained buttons have a filled background and elevation: use them for the primary action of a view." />;
}
