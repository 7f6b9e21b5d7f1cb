import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { accessibleLightVariables, contrastRatio, darkenToContrast } from './accessible-colours.ts';

describe('accessible colours (WCAG AA, decision 115)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's default dimmed text on white, as axe reports it.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as it needs', () => {
    expect(darkenToContrast('#495057', ['#ffffff'])).toBe('#495057');
    const blue = darkenToContrast('#228be6', ['#ffffff']);
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(4.6);
    expect(contrastRatio(blue, '#ffffff')).toBeLessThan(5.2);
  });

  it('gives every palette colour AA text: white on filled, light-variant text, outlines, links, dimmed', () => {
    const vars = accessibleLightVariables(DEFAULT_THEME);
    const { colors, white } = DEFAULT_THEME;
    for (const [name, palette] of Object.entries(colors)) {
      expect(contrastRatio(vars[`--mantine-color-${name}-filled`]!, white)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        contrastRatio(vars[`--mantine-color-${name}-light-color`]!, palette[1]),
      ).toBeGreaterThanOrEqual(4.5);
      for (const bg of [white, colors.gray[0], colors.gray[1]]) {
        expect(contrastRatio(vars[`--mantine-color-${name}-outline`]!, bg)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    expect(contrastRatio(vars['--mantine-color-dimmed']!, colors.gray[0])).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(vars['--mantine-color-anchor']!, white)).toBeGreaterThanOrEqual(4.5);
  });
});
