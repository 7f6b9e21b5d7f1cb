import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { RowGate } from './row-gate.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RowGate (decision 110)', () => {
  it('runs work on one key one at a time, in arrival order; other keys do not wait', async () => {
    const gate = new RowGate(1000);
    const events: string[] = [];
    const job = (key: string, name: string, ms: number) =>
      gate.run(key, async () => {
        events.push(`${name}:start`);
        await sleep(ms);
        events.push(`${name}:end`);
        return name;
      });
    const results = await Promise.all([job('p1', 'a', 40), job('p1', 'b', 10), job('p2', 'c', 5)]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events.indexOf('a:end')).toBeLessThan(events.indexOf('b:start'));
    expect(events.indexOf('c:end')).toBeLessThan(events.indexOf('a:end'));
  });

  it('a request waiting past the bound answers RECORD_LOCKED without running; the gate then frees up', async () => {
    const gate = new RowGate(50);
    let ran = false;
    const long = gate.run('p', () => sleep(200));
    const late = await gate
      .run('p', async () => {
        ran = true;
      })
      .catch((e: unknown) => e);
    expect(late).toBeInstanceOf(AppError);
    expect((late as AppError).code).toBe('RECORD_LOCKED');
    expect(ran).toBe(false);
    await long;
    expect(await gate.run('p', async () => 'free')).toBe('free');
  });

  it('a failing work releases the key', async () => {
    const gate = new RowGate(100);
    await expect(gate.run('p', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('p', async () => 'next')).toBe('next');
  });
});
