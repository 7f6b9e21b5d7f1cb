/** Being built (issue 4); replaced by its feature's page. */
export function NewRiskPage() {
  return null;
}
