import { useState } from "react";
import { IgrInput, IgrMaskInput } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const presets = [
  { value: "(000) 000-0000", text: "US phone" },
  { value: "00000-9999", text: "ZIP+4 (last 4 optional)" },
  { value: "LL00 LLLL 0000 0000 0000 00", text: "IBAN (German)" },
  { value: "AAA-0000", text: "Licence plate" },
  { value: "00:00", text: "Time" },
  { value: ">LLL-000", text: "Flight code (upper case)" },
];

const rules = [
  ["0", "digit, required"],
  ["9", "digit or space, optional"],
  ["#", "digit, + or -, optional"],
  ["L", "letter, required"],
  ["?", "letter or space, optional"],
  ["A", "letter or digit, required"],
  ["a", "letter, digit or space, optional"],
  ["&", "any non-space character, required"],
  ["C", "any character, optional"],
  [">", "upper case what follows"],
  ["<", "lower case what follows"],
];

export default function MaskInputApplyingMaskSample() {
  const [mask, setMask] = useState("(000) 000-0000");
  const [prompt, setPrompt] = useState("_");
  const [value, setValue] = useState("");

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Preset mask" value={mask} options={presets.some((p) => p.value === mask) ? presets : [...presets, mask]} width={240} onChange={setMask} />
        <IgrInput label="Mask" value={mask} style={{ width: 260 }} onInput={(e) => setMask(e.detail)} />
        <IgrInput label="Prompt character" value={prompt} maxLength={1} style={{ width: 140 }} onInput={(e) => e.detail && setPrompt(e.detail)} />
      </ControlBar>
      <Section title="Try the mask">
        {/* key: start empty when the mask changes */}
        <IgrMaskInput key={mask} label="Masked value" mask={mask} prompt={prompt} style={{ maxWidth: 380 }} onInput={(e) => setValue(e.detail)}>
          <span slot="helper-text">Raw value: {value || "—"}</span>
        </IgrMaskInput>
      </Section>
      <Section title="Mask characters">
        <table style={{ borderCollapse: "collapse", maxWidth: 420 }}>
          <tbody>
            {rules.map(([ch, meaning]) => (
              <tr key={ch}>
                <td style={{ padding: "2px 16px 2px 0", fontFamily: "monospace", fontWeight: 700 }}>{ch}</td>
                <td style={{ padding: 2 }}>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </Page>
  );
}
