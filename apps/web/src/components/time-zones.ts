/** §9 Australian time zones, in the spec's order, offered before every other IANA zone. */
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

/**
 * Grouped data for a time-zone select: the Australian zones first, then, under `othersGroup`,
 * every other zone the runtime knows and UTC, sorted.
 */
export function timeZoneOptions(
  othersGroup: string,
): { group: string; items: { value: string; label: string }[] }[] {
  const australian = new Set<string>(australianTimeZones);
  // Older runtimes lack Intl.supportedValuesOf: they still offer Australia and UTC.
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = [...new Set([...all, 'UTC'])].filter((z) => !australian.has(z)).sort();
  return [
    { group: 'Australia', items: australianTimeZones.map((z) => ({ value: z, label: label(z) })) },
    { group: othersGroup, items: others.map((z) => ({ value: z, label: label(z) })) },
  ];
}
