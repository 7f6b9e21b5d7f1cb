import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxCell = string | number | null;

/**
 * One-sheet XLSX written row by row with ExcelJS's streaming writer (decision 189): each row is committed
 * and zipped as it is added, so what a run holds is the compressed output, never the sheet's rows. No
 * shared strings and no styles (both would be kept in memory until the end).
 */
export class XlsxSheetWriter {
  private readonly chunks: Buffer[] = [];
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(sheetName: string) {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: false,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(sheetName);
  }

  add(row: readonly XlsxCell[]): void {
    this.sheet.addRow(row.map((c) => c ?? undefined)).commit();
  }

  async finish(): Promise<Buffer> {
    this.sheet.commit();
    await this.workbook.commit();
    return Buffer.concat(this.chunks);
  }
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A money decimal string as a number cell when the double holds it exactly (at most 15 significant digits:
 * the number's shortest form is then the same digits, which is what the file stores), else as text.
 */
export function moneyCell(value: string | null): XlsxCell {
  if (value === null) return null;
  const digits = value.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return /^-?\d+(\.\d+)?$/.test(value) && digits.length <= 15 ? Number(value) : value;
}
