import {
  bordereauColumns,
  bordereauCsv,
  claimsBordereauColumns,
  CompanyType,
  type BordereauRow,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CompanyScope } from '../../../platform/http/guard.ts';
import { XLSX_CONTENT_TYPE, XlsxSheetWriter } from '../xlsx.ts';
import * as repo from './bordereaux.repository.ts';
import { presentBordereau, presentBordereauSummary } from './bordereaux.presenter.ts';

/**
 * Which side of the bordereaux a company is (decision 151): an underwriting agency drafts and submits its
 * agreements' bordereaux, an insurer receives the submitted ones of the agreements it manages. No other
 * company type has bordereaux (404).
 */
export function sideOf(scope: CompanyScope): 'agency' | 'insurer' {
  if (scope.refCompanyTypeId === CompanyType.Underwriter) return 'agency';
  if (scope.refCompanyTypeId === CompanyType.Insurer) return 'insurer';
  throw new AppError('NOT_FOUND');
}

export async function listBordereaux(ctx: AppContext, scope: CompanyScope) {
  const rows = await repo.listVisible(ctx.db, scope.id, sideOf(scope));
  return { items: rows.map(presentBordereauSummary) };
}

async function visible(ctx: AppContext, scope: CompanyScope, id: number) {
  const found = await repo.findVisible(ctx.db, scope.id, sideOf(scope), id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function getBordereau(ctx: AppContext, scope: CompanyScope, id: number) {
  const found = await visible(ctx, scope, id);
  return presentBordereau(found, await repo.rowsOf(ctx.db, id));
}

export async function getSummary(ctx: AppContext, scope: CompanyScope, id: number) {
  return presentBordereauSummary(await visible(ctx, scope, id));
}

/**
 * The file: CSV (UTF-8 with a byte order mark, so spreadsheets read accented names) or XLSX with the same
 * lines — the CR codes, the headers, one row per line — every cell text, as the CRS values are (decision 189).
 */
export async function bordereauFile(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
  format: 'csv' | 'xlsx' = 'csv',
) {
  const found = await visible(ctx, scope, id);
  const rows = (await repo.rowsOf(ctx.db, id)).map((r) => r.values as BordereauRow);
  const safeUmr = found.umr.replace(/[^A-Za-z0-9-]+/g, '_');
  const claims = found.b.kind === 'claims';
  const columns = claims ? claimsBordereauColumns : bordereauColumns;
  const fileName = `${claims ? 'claims-' : ''}bordereau-${safeUmr}-${found.b.month.slice(0, 7)}-v${found.b.version}.${format}`;
  if (format === 'csv')
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(`\uFEFF${bordereauCsv(rows, columns)}`, 'utf8'),
    };
  const sheet = new XlsxSheetWriter(claims ? 'Claims bordereau' : 'Bordereau');
  sheet.add(columns.map(([, cr]) => cr));
  sheet.add(columns.map(([, , header]) => header));
  for (const row of rows) sheet.add(columns.map(([key]) => row[key] ?? ''));
  return { fileName, contentType: XLSX_CONTENT_TYPE, body: await sheet.finish() };
}
