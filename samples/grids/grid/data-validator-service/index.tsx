import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, type GridValidationTrigger } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import { email, max, min, minLength, pattern, required, setColumnValidators, validateAll, validationOf } from "../_shared/validators";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

// A few records start out wrong, so the validation has something to report.
const rows = employees.slice(0, 25).map((e, i) => ({
  ...e,
  name: i === 2 ? "" : e.name,
  email: i === 4 ? "olga.walsh(at)example" : e.email,
  salary: i === 7 ? 18000 : e.salary,
  phone: i === 9 ? "555-CALL-NOW" : e.phone,
}));

export default function DataValidatorServiceSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [trigger, setTrigger] = useState<GridValidationTrigger>("change");
  const [valid, setValid] = useState(true);
  const [report, setReport] = useState<string[]>([]);

  /** Lists each invalid record with its failing fields and the rules they break. */
  const refresh = () => {
    const grid = gridRef.current;
    if (!grid) return;
    const invalid = validationOf(grid).getInvalid();
    setValid(invalid.length === 0);
    setReport(
      invalid.map((r) => {
        const row = grid.getRowData(r.key) as { name: string } | undefined;
        const fields = r.fields.filter((f) => f.status === "INVALID").map((f) => `${f.field} (${Object.keys(f.errors ?? {}).join(", ")})`);
        return `${row?.name || `#${String(r.key)}`}: ${fields.join("; ")}`;
      }),
    );
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      if (!grid) return;
      setColumnValidators(grid, {
        name: [required, minLength(3)],
        email: [required, email],
        phone: [pattern(/^\+?[0-9 ]{7,16}$/)],
        salary: [required, min(25000), max(250000)],
      });
      validateAll(grid);
      refresh();
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Validate on"
          value={trigger}
          onChange={setTrigger}
          options={[
            { value: "change", text: "Every change" },
            { value: "blur", text: "Leaving the cell" },
          ]}
        />
        <IgrButton
          variant="outlined"
          onClick={() => {
            if (gridRef.current) validateAll(gridRef.current);
            refresh();
          }}
        >
          Validate all rows
        </IgrButton>
        <IgrButton
          variant="outlined"
          onClick={() => {
            if (gridRef.current) validationOf(gridRef.current).clear();
            gridRef.current?.markForCheck();
            refresh();
          }}
        >
          Clear validation state
        </IgrButton>
      </ControlBar>
      <Hint>
        Name is required (3+ letters), Email must be an address, Phone only digits and spaces, Salary between 25,000 and 250,000. Invalid cells
        show an error icon; hover it for the message. Fix a value to clear it.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          validationTrigger={trigger}
          onValidationStatusChange={refresh}
          onCellEditDone={refresh}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable />
          <IgrColumn field="email" header="Email" editable />
          <IgrColumn field="phone" header="Phone" editable />
          <IgrColumn field="department" header="Department" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
        </IgrGrid>
      </div>
      <Hint>
        <b>{valid ? "All rows are valid." : `${report.length} invalid row${report.length === 1 ? "" : "s"}:`}</b> {report.join(" · ")}
      </Hint>
    </div>
  );
}
