import { createOrdersWorkbook } from "./orders";

/** The order list as an Excel table: its header row gets filter and sort drop-downs. */
export function createOrdersTableWorkbook(count = 30) {
  const workbook = createOrdersWorkbook(count, false);
  workbook.worksheets(0).tables().add(`A1:H${count + 1}`, true);
  return workbook;
}
