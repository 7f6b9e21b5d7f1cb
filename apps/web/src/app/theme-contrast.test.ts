import { describe, expect, it } from 'vitest';
import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { accessibleColours, contrastRatio } from './accessible-colours.ts';
import { theme } from './theme.ts';

// Decision 165 (issue 24): every text and control colour of the app's theme, as the browser resolves its
// CSS variables (Mantine's resolver, then ours), meets WCAG 2.2 AA in both schemes — 4.5:1 for text,
// 3:1 for control boundaries and the focus ring.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(merged);
const ours = accessibleColours(merged);

/** The scheme's variables resolved to colours: `var(--x)` followed until a literal. */
function schemeColours(scheme: 'light' | 'dark') {
  const table: Record<string, string> = {
    ...base.variables,
    ...base[scheme],
    ...ours.variables,
    ...ours[scheme],
  };
  for (const [name, palette] of Object.entries(merged.colors))
    palette.forEach((c, i) => (table[`--mantine-color-${name}-${i}`] = c));
  table['--mantine-color-white'] = merged.white;
  table['--mantine-color-black'] = merged.black;
  const resolve = (value: string, depth = 0): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!ref || depth > 10) return value.trim();
    return resolve(table[ref[1]!] ?? value, depth + 1);
  };
  return (name: string) => {
    const value = resolve(`var(${name})`);
    if (!/^#[0-9a-f]{3,6}$|^rgba?\(/i.test(value)) throw new Error(`${name} resolves to ${value}`);
    return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
  };
}

const palettes = Object.keys(merged.colors).filter((n) =>
  merged.colors[n]!.every((c) => /^#[0-9a-f]{6}$/i.test(c)),
);

describe.each(['light', 'dark'] as const)('the %s scheme (WCAG 2.2 AA)', (scheme) => {
  const colour = schemeColours(scheme);
  const body = colour('--mantine-color-body');
  const surfaces =
    scheme === 'light'
      ? [body, colour('--mantine-color-gray-0'), colour('--mantine-color-gray-1')]
      : [body, colour('--mantine-color-dark-6'), colour('--mantine-color-dark-5')];
  const failures = (pairs: [string, string, string, number][]) =>
    pairs
      .map(([what, fg, bg, min]) => ({ what, ratio: contrastRatio(fg, bg), min }))
      .filter((p) => p.ratio < p.min)
      .map((p) => `${p.what}: ${p.ratio.toFixed(2)}:1 < ${p.min}:1`);

  it('page text, dimmed text, placeholders, links and errors are 4.5:1 on every surface', () => {
    const pairs: [string, string, string, number][] = [];
    for (const [i, bg] of surfaces.entries())
      for (const token of ['text', 'dimmed', 'placeholder', 'anchor', 'error', 'bright'])
        pairs.push([`${token} on surface ${i}`, colour(`--mantine-color-${token}`), bg, 4.5]);
    pairs.push([
      'default button text',
      colour('--mantine-color-default-color'),
      colour('--mantine-color-default'),
      4.5,
    ]);
    expect(failures(pairs)).toEqual([]);
  });

  it('every palette colour: white on filled (and hovered), light-variant text, outline and text variants', () => {
    const pairs: [string, string, string, number][] = [];
    for (const name of palettes) {
      const v = (suffix: string) => colour(`--mantine-color-${name}-${suffix}`);
      pairs.push([`white on ${name} filled`, '#ffffff', v('filled'), 4.5]);
      pairs.push([`white on ${name} filled-hover`, '#ffffff', v('filled-hover'), 4.5]);
      pairs.push([`${name} light-color on light`, v('light-color'), v('light'), 4.5]);
      pairs.push([`${name} light-color on light-hover`, v('light-color'), v('light-hover'), 4.5]);
      for (const [i, bg] of surfaces.entries()) {
        pairs.push([`${name} text on surface ${i}`, v('text'), bg, 4.5]);
        pairs.push([`${name} outline on surface ${i}`, v('outline'), bg, 4.5]);
      }
    }
    expect(failures(pairs)).toEqual([]);
  });

  it('control boundaries and the focus ring are 3:1 against the page', () => {
    const pairs: [string, string, string, number][] = surfaces.flatMap((bg, i) => [
      [
        `input and default-button border on surface ${i}`,
        colour('--mantine-color-default-border'),
        bg,
        3,
      ],
      // focus.css draws the ring in the link colour.
      [`focus ring on surface ${i}`, colour('--mantine-color-anchor'), bg, 3],
    ]);
    expect(failures(pairs)).toEqual([]);
  });
});
