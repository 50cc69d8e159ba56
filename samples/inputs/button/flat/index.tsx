import { VariantDemo } from "../_shared/variant-demo";

export default function ButtonFlatSample() {
  return <VariantDemo variant="flat" note="Flat buttons are text only, with a background on hover: low emphasis, for dialogs, cards and toolbars." />;
}
