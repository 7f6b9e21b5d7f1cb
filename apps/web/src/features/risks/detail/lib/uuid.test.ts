import { describe, expect, it } from 'vitest';
import { newUuid } from './uuid.ts';

describe('newUuid', () => {
  it('gives distinct version 4 uuids', () => {
    const ids = new Set(Array.from({ length: 200 }, newUuid));
    expect(ids.size).toBe(200);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
