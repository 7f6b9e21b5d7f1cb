/** Being built (issue 4); replaced by its feature's page. */
export function RisksPage() {
  return null;
}
