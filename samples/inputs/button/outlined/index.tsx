import { VariantDemo } from "../_shared/variant-demo";

export default function ButtonOutlinedSample() {
  return <VariantDemo variant="outlined" note="Outlined buttons have a border and no fill: medium emphasis, for important but secondary actions." />;
}
