/** A value of the engine's output (numbers are decimal strings; lists and records nest) as short text. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return `[${v.map(showValue).join(', ')}]`;
  if (typeof v === 'object') {
    return `{ ${Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${showValue(x)}`)
      .join(', ')} }`;
  }
  return String(v);
}
