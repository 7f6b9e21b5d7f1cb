import { neutraliseSpreadsheetCell, type ImportRowErrorDto } from '@turbine/domain';

const cell = (v: string) => {
  const safe = neutraliseSpreadsheetCell(v);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The row errors as a CSV the user can open beside the file (cells neutralised for spreadsheets). */
export function errorsCsv(errors: readonly ImportRowErrorDto[]): string {
  const lines = [['row', 'column', 'value', 'message'].join(',')];
  for (const e of errors)
    lines.push([String(e.row), e.column, e.value, e.message].map(cell).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary link (cleaned up as the download helper does, §7). */
export function saveText(text: string, name: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 500);
}
