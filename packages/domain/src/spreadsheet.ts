// Formula injection ("CSV injection", OWASP): a text cell that a spreadsheet program would read as a formula
// must reach it as text. Every text export (the bound-policy report's csv and txt, bordereaux, extractors)
// passes its string cells through the one function below (issue 26.2).

/**
 * The characters that make a spreadsheet evaluate a cell: `= + - @`, a tab or a carriage return first,
 * and their full-width forms (＝ ＋ － ＠), which spreadsheets in East Asian locales accept as the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A plain decimal (a return premium such as -12.50): no spreadsheet reads it as anything but a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell safe to open in a spreadsheet: one that would start a formula gets a leading apostrophe
 * (the spreadsheet's own "this is text" mark, not shown in the cell); plain negative decimals and any
 * other text are left as they are.
 */
export function neutraliseSpreadsheetCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
