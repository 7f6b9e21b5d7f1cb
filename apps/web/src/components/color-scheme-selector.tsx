import { SegmentedControl, type MantineColorScheme } from '@mantine/core';

const options: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

/** Light / dark / auto colour scheme choice (§4 Theme, §9). */
export function ColorSchemeSelector({
  value,
  onChange,
}: {
  value: MantineColorScheme;
  onChange: (scheme: MantineColorScheme) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Colour scheme"
      size="xs"
      fullWidth
      value={value}
      onChange={(v) => onChange(v as MantineColorScheme)}
      data={options}
    />
  );
}
