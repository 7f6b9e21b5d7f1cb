import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/**
 * WCAG AA contrast for Mantine's colours in the light scheme (issue 19, accessibility pass, decision 115).
 * Mantine's light palette puts white text on shade 6 (blue 3.6:1, green 2.4:1), shade 9 text on shade 1
 * (green 3.8:1), shade-6 outlines and links on white, and gray 6 as "dimmed" (3.3:1): all under 4.5:1.
 * Each colour keeps its hue and moves only as far as it needs to reach the target; the dark scheme gets
 * the same treatment (decision 165).
 */
export const AA_TARGET = 4.6;

const rgbOf = (colour: string): [number, number, number] => {
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (rgba) return rgba[1]!.split(',').slice(0, 3).map(Number) as [number, number, number];
  const h = colour.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};
const hexOf = (rgb: number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour mixed towards black by the least step (of 2 %) that reaches `target` against every background. */
export function darkenToContrast(hex: string, backgrounds: string[], target = AA_TARGET): string {
  const rgb = rgbOf(hex);
  for (let k = 0; k <= 50; k += 1) {
    const candidate = hexOf(rgb.map((v) => v * (1 - k * 0.02)));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= target)) return candidate;
  }
  return '#000000';
}

/** The colour mixed towards white by the least step (of 2 %) that reaches `target` against every background. */
export function lightenToContrast(hex: string, backgrounds: string[], target = AA_TARGET): string {
  const rgb = rgbOf(hex);
  for (let k = 0; k <= 50; k += 1) {
    const candidate = hexOf(rgb.map((v) => v + (255 - v) * k * 0.02));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= target)) return candidate;
  }
  return '#ffffff';
}

/** WCAG 2.2 1.4.11: a control's boundary against the page, 3:1 (with a margin, like AA_TARGET). */
export const UI_TARGET = 3.1;

/** Light-scheme overrides of every palette colour's variant variables, the anchor and dimmed text. */
export function accessibleLightVariables(theme: MantineTheme): Record<string, string> {
  const white = theme.white.startsWith('#') ? theme.white : '#ffffff';
  const gray = theme.colors.gray;
  // Text sits on white, on striped rows (gray 0) and on hovered rows (gray 1).
  const page = [white, gray[0], gray[1]];
  const vars: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (!palette.every((c) => /^#[0-9a-f]{6}$/i.test(c))) continue;
    const filled = darkenToContrast(palette[6], [white]);
    vars[`--mantine-color-${name}-filled`] = filled;
    vars[`--mantine-color-${name}-filled-hover`] = darkenToContrast(filled, [white], AA_TARGET + 1);
    // Light variants: the text on its tinted background (shade 1, shade 2 when hovered).
    vars[`--mantine-color-${name}-light-color`] = darkenToContrast(palette[9], [
      palette[1],
      palette[2],
    ]);
    vars[`--mantine-color-${name}-outline`] = darkenToContrast(palette[6], page);
    vars[`--mantine-color-${name}-text`] = darkenToContrast(palette[6], page);
  }
  vars['--mantine-color-anchor'] = darkenToContrast(theme.colors[theme.primaryColor]![6], page);
  vars['--mantine-color-dimmed'] = darkenToContrast(gray[6], page);
  // Placeholders are text too; error text sits under fields; input and default-button borders are the
  // only outline of a control (decision 165).
  vars['--mantine-color-placeholder'] = darkenToContrast(gray[5], page);
  vars['--mantine-color-error'] = darkenToContrast(theme.colors.red![6], page);
  vars['--mantine-color-default-border'] = darkenToContrast(gray[4], page, UI_TARGET);
  return vars;
}

/**
 * Dark-scheme overrides (decision 165): Mantine's dark palette puts white on shade 8 (yellow 2.0:1,
 * orange, lime, teal under 4.5:1) and shade-4 text, dark-3 placeholders and dark-4 borders on the dark
 * body. Filled colours are darkened for white text, texts lightened against the body and its
 * surfaces (dark 7, 6 and 5).
 */
export function accessibleDarkVariables(theme: MantineTheme): Record<string, string> {
  const dark = theme.colors.dark;
  const surfaces = [dark[7], dark[6], dark[5]];
  const vars: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (!palette.every((c) => /^#[0-9a-f]{6}$/i.test(c))) continue;
    const filled = darkenToContrast(palette[8], ['#ffffff']);
    vars[`--mantine-color-${name}-filled`] = filled;
    vars[`--mantine-color-${name}-filled-hover`] = darkenToContrast(
      filled,
      ['#ffffff'],
      AA_TARGET + 1,
    );
    vars[`--mantine-color-${name}-text`] = lightenToContrast(palette[4], surfaces);
    vars[`--mantine-color-${name}-outline`] = lightenToContrast(palette[4], surfaces);
  }
  vars['--mantine-color-anchor'] = lightenToContrast(
    theme.colors[theme.primaryColor]![4],
    surfaces,
  );
  vars['--mantine-color-dimmed'] = lightenToContrast(dark[2], surfaces);
  vars['--mantine-color-placeholder'] = lightenToContrast(dark[3], surfaces);
  vars['--mantine-color-error'] = lightenToContrast(theme.colors.red![6], surfaces);
  vars['--mantine-color-default-border'] = lightenToContrast(dark[4], surfaces, UI_TARGET);
  return vars;
}

/** MantineProvider's `cssVariablesResolver`: the AA colours of both schemes; nothing else changes. */
export const accessibleColours: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: accessibleLightVariables(theme),
  dark: accessibleDarkVariables(theme),
});
