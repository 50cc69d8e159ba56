import { useMemo, useState } from "react";
import { IgrCombo } from "igniteui-react";
import { ControlBar, SelectControl, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";
import { cities, type City } from "../_shared/cities";

type Sorting = "asc" | "desc" | "none";
type FilterKey = "name" | "country";

// A constant, so re-renders do not reset what the user picked.
const initialValue = ["BER", "SIN"];

export default function ComboFeaturesSample() {
  const [filtering, setFiltering] = useState(true);
  const [caseIcon, setCaseIcon] = useState(true);
  const [filterKey, setFilterKey] = useState<FilterKey>("name");
  // The combo applies every new filteringOptions object it is given: a new one only when the key changes.
  const filteringOptions = useMemo(() => ({ filterKey }), [filterKey]);
  const [grouping, setGrouping] = useState(true);
  const [sorting, setSorting] = useState<Sorting>("asc");
  const [clear, setClear] = useState(true);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Filtering" checked={filtering} onChange={setFiltering} />
        <SwitchControl label="Case-sensitive icon" checked={caseIcon} onChange={setCaseIcon} />
        <SelectControl label="Filter on" value={filterKey} options={["name", "country"] as FilterKey[]} width={140} onChange={setFilterKey} />
        <SwitchControl label="Grouping" checked={grouping} onChange={setGrouping} />
        <SelectControl label="Group sorting" value={sorting} options={["asc", "desc", "none"] as Sorting[]} width={140} onChange={setSorting} />
        <SwitchControl label="Clear button" checked={clear} onChange={setClear} />
      </ControlBar>
      <Section title="Office locations">
        <IgrCombo
          style={{ maxWidth: 420 }}
          label="Offices"
          placeholder="Choose offices"
          placeholderSearch={`Search by ${filterKey}`}
          data={cities}
          valueKey="id"
          displayKey="name"
          groupKey={grouping ? "continent" : undefined}
          groupSorting={sorting}
          disableFiltering={!filtering}
          caseSensitiveIcon={caseIcon}
          filteringOptions={filteringOptions}
          disableClear={!clear}
          value={initialValue}
          open
        />
        <small style={{ opacity: 0.75 }}>Open the list to try the search box, the case toggle (Aa) and the groups.</small>
      </Section>
    </Page>
  );
}
