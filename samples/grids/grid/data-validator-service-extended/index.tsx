import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";
import { email, required, setColumnValidators, validateAll, validationOf, type Validator } from "../_shared/validators";

const YEAR = 365.25 * 86_400_000;
const rows: Employee[] = employees.slice(0, 30).map((e, i) => {
  if (i === 2) return { ...e, email: employees[0]!.email };
  if (i === 6) return { ...e, name: "Test User" };
  if (i === 11) return { ...e, hireDate: new Date(e.birthDate.getTime() + 12 * YEAR) };
  return { ...e };
});

const messages: Record<string, string> = {
  required: "Required.",
  email: "Not an email address.",
  duplicateEmail: "Another employee already uses this email.",
  placeholderName: "Looks like a placeholder, not a real name.",
  tooYoung: "Hired before the age of 16.",
  future: "Date is in the future.",
};

const ErrorMessage = ({ cell }: IgrCellTemplateContext) => (
  <span>
    {Object.keys(cell.validation?.errors ?? {})
      .map((k) => messages[k] ?? k)
      .join(" ")}
  </span>
);

export default function DataValidatorServiceExtendedSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [blockInvalid, setBlockInvalid] = useState(true);
  const [problems, setProblems] = useState<{ key: number; field: string; text: string }[]>([]);
  const [message, setMessage] = useState("");
  const block = useRef(blockInvalid);
  block.current = blockInvalid;

  // Custom rules: any function of the control (and, through its form group, of the row) can be a validator.
  const [rules] = useState(() => {
    const uniqueEmail: Validator = (c) => {
      const key = c.parent?.value.id;
      const taken = (gridRef.current?.data as Employee[] | undefined)?.some((e) => e.id !== key && e.email.toLowerCase() === String(c.value).toLowerCase());
      return taken ? { duplicateEmail: true } : null;
    };
    const noPlaceholders: Validator = (c) => (/\b(test|dummy|tbd|xxx)\b/i.test(String(c.value)) ? { placeholderName: true } : null);
    const adultAtHire: Validator = (c) => {
      const born = c.parent?.get("birthDate")?.value;
      return born instanceof Date && c.value instanceof Date && c.value.getTime() - born.getTime() < 16 * YEAR ? { tooYoung: true } : null;
    };
    const notInFuture: Validator = (c) => (c.value instanceof Date && c.value.getTime() > Date.now() ? { future: true } : null);
    return { uniqueEmail, noPlaceholders, adultAtHire, notInFuture };
  });

  const refresh = () => {
    const grid = gridRef.current;
    if (!grid) return;
    setProblems(
      validationOf(grid)
        .getInvalid()
        .flatMap((r) =>
          r.fields
            .filter((f) => f.status === "INVALID")
            .map((f) => ({ key: r.key as number, field: f.field, text: Object.keys(f.errors ?? {}).map((k) => messages[k] ?? k).join(" ") })),
        ),
    );
  };

  /** Scrolls to the cell and selects it, ready to edit. */
  const goTo = (key: number, field: string) => {
    const grid = gridRef.current;
    if (!grid) return;
    const rowIndex = (grid.dataView as Employee[]).findIndex((e) => e.id === key);
    const column = grid.getColumnByName(field);
    if (rowIndex >= 0 && column) grid.navigateTo(rowIndex, column.visibleIndex, (target: { target: { activate?: () => void } }) => target.target.activate?.());
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      if (!grid) return;
      setColumnValidators(grid, {
        name: [required, rules.noPlaceholders],
        email: [required, email, rules.uniqueEmail],
        hireDate: [required, rules.notInFuture, rules.adultAtHire],
      });
      validateAll(grid);
      refresh();
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Refuse to save an invalid row" checked={blockInvalid} onChange={setBlockInvalid} />
        <IgrButton
          variant="outlined"
          onClick={() => {
            if (gridRef.current) validateAll(gridRef.current);
            refresh();
          }}
        >
          Re-check all rows
        </IgrButton>
      </ControlBar>
      <Hint>
        Custom validators: emails must be unique across the grid, names cannot be placeholders, and the hire date must be in the past and at least
        16 years after the birth date. Double-click a row to edit; with the switch on, an invalid row is not saved and stays in edit mode.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrGrid
            ref={gridRef}
            data={rows}
            primaryKey="id"
            autoGenerate={false}
            rowEditable
            height="100%"
            width="100%"
            style={mediumSize}
            onRowEdit={(e) => {
              // valid is false when a rule fails for the row being saved: cancel keeps the row in edit mode.
              if (block.current && e.detail.valid === false) {
                e.detail.cancel = true;
                setMessage(`Row ${String(e.detail.rowKey)} was not saved: fix the marked cells first.`);
              } else setMessage("");
            }}
            onRowEditDone={refresh}
            onValidationStatusChange={refresh}
          >
            {/* Hidden, but still part of each row's form group, so validators can tell which record they check. */}
            <IgrColumn field="id" header="ID" dataType="number" hidden />
            <IgrColumn field="name" header="Name" editable errorTemplate={ErrorMessage} />
            <IgrColumn field="email" header="Email" editable errorTemplate={ErrorMessage} />
            <IgrColumn field="birthDate" header="Born" dataType="date" editable />
            <IgrColumn field="hireDate" header="Hired" dataType="date" editable errorTemplate={ErrorMessage} />
            <IgrColumn field="department" header="Department" editable />
          </IgrGrid>
        </div>
        <div style={{ flex: 1, minWidth: 250, display: "flex", flexDirection: "column", gap: 6, overflow: "auto" }}>
          <strong>{problems.length ? `${problems.length} problem${problems.length === 1 ? "" : "s"}` : "No problems"}</strong>
          {message && <div style={{ color: "var(--ig-error-500, #c62828)" }}>{message}</div>}
          {problems.map((p) => (
            <div key={`${p.key}-${p.field}`} style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8, fontSize: 13 }}>
              <span>
                <b>{(gridRef.current?.getRowData(p.key) as Employee | undefined)?.name ?? p.key}</b> · {p.field}: {p.text}
              </span>
              <IgrButton variant="flat" onClick={() => goTo(p.key, p.field)}>
                Go to
              </IgrButton>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
