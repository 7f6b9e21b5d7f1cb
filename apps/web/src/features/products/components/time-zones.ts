/** §9 Australian zones, in the spec's order, listed before every other IANA zone. */
export const australianZones = [
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
];

/** Options for a time-zone select: Australia first, then the runtime's other IANA zones. */
export function timeZoneOptions(): { group: string; items: { value: string; label: string }[] }[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const label = (zone: string) => zone.replace(/_/g, ' ');
  const others = [...all, 'UTC'].filter(
    (z, i, list) => !australianZones.includes(z) && list.indexOf(z) === i,
  );
  return [
    { group: 'Australia', items: australianZones.map((z) => ({ value: z, label: label(z) })) },
    { group: 'Other zones', items: others.map((z) => ({ value: z, label: label(z) })) },
  ];
}
