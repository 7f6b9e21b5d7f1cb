/** §9 Australian time zones, offered first in the agreement's time zone select. */
export const australianTimeZones = [
  'Australia/Perth',
  'Australia/Eucla',
  'Australia/Darwin',
  'Australia/Brisbane',
  'Australia/Lindeman',
  'Australia/Adelaide',
  'Australia/Broken_Hill',
  'Australia/Hobart',
  'Australia/Lord_Howe',
  'Australia/Melbourne',
  'Australia/Sydney',
] as const;

const label = (zone: string) => zone.replace(/_/g, ' ');

/** Grouped select data: Australian zones first, then every other zone the browser knows. */
export function timeZoneOptions(): { group: string; items: { value: string; label: string }[] }[] {
  const australian = new Set<string>(australianTimeZones);
  const others = [...Intl.supportedValuesOf('timeZone'), 'UTC'].filter((z) => !australian.has(z));
  return [
    { group: 'Australia', items: australianTimeZones.map((z) => ({ value: z, label: label(z) })) },
    { group: 'Other time zones', items: [...new Set(others)].sort().map((z) => ({ value: z, label: label(z) })) },
  ];
}
