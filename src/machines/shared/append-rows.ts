/**
 * The rows already shown followed by those of a newly loaded page that are not among them: while paging,
 * a row can shift onto the next page (others were added meanwhile) and would otherwise show twice.
 */
export function appendNewRows<T extends { id: number | string }>(shown: readonly T[], incoming: readonly T[]): T[] {
  const known = new Set(shown.map((row) => row.id));
  return [...shown, ...incoming.filter((row) => !known.has(row.id))];
}
