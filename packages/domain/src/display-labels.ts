import type { VersionStatus } from './versioning.ts';

/**
 * Words for codes that reach the screen (issue 19 item 4): a rule's outcome, a version's status, an
 * outgoing mail's status. The codes stay in the data; people read these.
 */
export const ruleOutcomeLabels: Record<string, string> = {
  refer: 'Refer',
  decline: 'Decline',
  endorse: 'Endorse',
  quote: 'Quote',
};

export const versionStatusLabels: Record<VersionStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  locked: 'Locked',
};

export const mailStatusLabels: Record<string, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  stored: 'Stored (no mail server)',
};

/** The label of a code, else the code in words ("some_code" → "Some code"), never the bare key. */
export function labelOf(labels: Record<string, string>, code: string): string {
  const known = labels[code];
  if (known) return known;
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
