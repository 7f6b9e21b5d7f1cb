import type { ClauseWording } from '../authority/index.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The clauses a template includes, after its content (decision 192): each under its name as a heading,
 * its wording as stored (already sanitized when the clause was saved). Clauses hold no merge fields:
 * they are fixed wording, so they are not passed through liquid.
 */
export function clausesHtml(wordings: ClauseWording[]): string {
  return wordings
    .map((w) => `<h2>${escapeHtml(w.name)} (${escapeHtml(w.code)})</h2>${w.content}`)
    .join('');
}
