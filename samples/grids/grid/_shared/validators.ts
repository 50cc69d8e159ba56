import type { IgrGrid } from "igniteui-react-grids";

/**
 * The grid validates edits with form controls: one per column of the edited row, all in one form group.
 * A validator receives a control and returns null when the value is fine, or an errors object.
 * The grid shows its own messages for the keys required, minlength, maxlength, min, max, email and pattern;
 * other keys need a column errorTemplate.
 */
export interface FormControl {
  value: unknown;
  /** The row's form group; other fields of the same row are read through it. */
  parent: FormGroup | null;
  updateValueAndValidity(options?: { emitEvent?: boolean }): void;
  valueChanges: { subscribe(next: (value: unknown) => void): { unsubscribe(): void } };
}

export interface FormGroup {
  value: Record<string, unknown>;
  get(field: string): FormControl | null;
}

export type ValidationErrors = Record<string, unknown>;
export type Validator = (control: FormControl) => ValidationErrors | null;

const isEmpty = (v: unknown) => v === null || v === undefined || v === "";

export const required: Validator = (c) => (isEmpty(c.value) ? { required: true } : null);

export const minLength =
  (length: number): Validator =>
  (c) =>
    !isEmpty(c.value) && String(c.value).length < length ? { minlength: { requiredLength: length, actualLength: String(c.value).length } } : null;

export const maxLength =
  (length: number): Validator =>
  (c) =>
    !isEmpty(c.value) && String(c.value).length > length ? { maxlength: { requiredLength: length, actualLength: String(c.value).length } } : null;

export const min =
  (limit: number): Validator =>
  (c) =>
    !isEmpty(c.value) && Number(c.value) < limit ? { min: { min: limit, actual: c.value } } : null;

export const max =
  (limit: number): Validator =>
  (c) =>
    !isEmpty(c.value) && Number(c.value) > limit ? { max: { max: limit, actual: c.value } } : null;

export const email: Validator = (c) => (!isEmpty(c.value) && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(String(c.value)) ? { email: true } : null);

export const pattern =
  (regex: RegExp): Validator =>
  (c) =>
    !isEmpty(c.value) && !regex.test(String(c.value)) ? { pattern: { requiredPattern: String(regex), actualValue: c.value } } : null;

/** The column object the grid keeps for a field; its validators go into every form control made for that column. */
interface ValidatedColumn {
  validators: Validator[] | null;
}

/** Gives columns their validators, the same rules the grid's validator attributes set in other frameworks. */
export function setColumnValidators(grid: IgrGrid, rules: Record<string, Validator[]>): void {
  for (const [field, validators] of Object.entries(rules)) {
    const column = grid.getColumnByName(field) as unknown as ValidatedColumn | undefined;
    if (column) column.validators = validators;
  }
}

/** The grid's validation service (not in the typings of the web component). */
export interface ValidationService {
  valid: boolean;
  create(key: unknown, record: unknown): FormGroup;
  markAsTouched(key: unknown, field?: string): void;
  getInvalid(): { key: unknown; status: string; fields: { field: string; status: string; errors: ValidationErrors | null }[]; errors: ValidationErrors | null }[];
  clear(key?: unknown): void;
  updateStatus(): void;
}

export function validationOf(grid: IgrGrid): ValidationService {
  return (grid as unknown as { validation: ValidationService }).validation;
}

/**
 * Validates every record now and marks it touched, so values that are already wrong show their error
 * state without being edited first.
 */
export function validateAll(grid: IgrGrid): void {
  const validation = validationOf(grid);
  const key = grid.primaryKey;
  for (const record of grid.data as Record<string, unknown>[]) {
    validation.create(record[key], record);
    validation.markAsTouched(record[key]);
  }
  validation.updateStatus();
  grid.markForCheck();
}
