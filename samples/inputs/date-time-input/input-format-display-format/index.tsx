import { useState } from "react";
import { IgrDateTimeInput } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

// inputFormat is the editing mask; displayFormat is how the value reads when the input is not focused.
const inputFormats = ["dd/MM/yyyy", "MM/dd/yyyy", "yyyy-MM-dd", "dd.MM.yyyy HH:mm", "hh:mm tt"];
const displayFormats = ["longDate", "mediumDate", "shortDate", "fullDate", "EEEE, MMMM d", "d MMM yyyy, HH:mm", "shortTime"];

export default function DateTimeInputFormatsSample() {
  const [inputFormat, setInputFormat] = useState("dd/MM/yyyy");
  const [displayFormat, setDisplayFormat] = useState("longDate");
  const [value, setValue] = useState<Date | null>(new Date(2025, 10, 3, 9, 15));

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Input format (editing)" value={inputFormat} options={inputFormats} width={220} onChange={setInputFormat} />
        <SelectControl label="Display format (blurred)" value={displayFormat} options={displayFormats} width={220} onChange={setDisplayFormat} />
      </ControlBar>
      <Section title="Invoice date">
        <IgrDateTimeInput
          style={{ maxWidth: 320 }}
          label="Invoice date"
          inputFormat={inputFormat}
          displayFormat={displayFormat}
          value={value}
          onChange={(e) => setValue(e.detail)}
        >
          <span slot="helper-text">Focus the input to edit in {inputFormat}</span>
        </IgrDateTimeInput>
        <IgrDateTimeInput style={{ maxWidth: 320 }} label="Same value, input format only" inputFormat={inputFormat} value={value} readOnly />
      </Section>
    </Page>
  );
}
