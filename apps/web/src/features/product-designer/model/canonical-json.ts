import { isObject } from './form-model.ts';

/** JSON with object keys sorted, so forms compare equal whatever order jsonb gave their keys. */
export function canonicalJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (!isObject(v)) return v;
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sort(v[k])]),
    );
  };
  return JSON.stringify(sort(value));
}
