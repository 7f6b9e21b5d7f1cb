import type { ListResponse } from '@turbine/domain';

const number = new Intl.NumberFormat('en-AU');

/**
 * The list's count line (decision 134): "1–50 of 1,234 risks", or "1–50 of about 100,000 risks" when the
 * API estimated a total above its exact-count cap; "1 risk" / "7 risks" when everything fits on one page.
 */
export function riskCountText(meta: ListResponse<unknown>['meta'], shown: number): string {
  const { page, perPage, total, estimated } = meta;
  const noun = total === 1 && !estimated ? 'risk' : 'risks';
  if (!estimated && total <= perPage) return `${number.format(total)} ${noun}`;
  const from = (page - 1) * perPage + 1;
  const range = shown > 0 ? `${number.format(from)}–${number.format(from + shown - 1)} of ` : '';
  return `${range}${estimated ? 'about ' : ''}${number.format(total)} ${noun}`;
}
