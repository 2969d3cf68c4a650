/**
 * Rows of many fixtures by fixture id, each list in the rows' order: one pass, so a listing of n fixtures
 * does not rescan every odds or period row for each of them.
 * @example const oddsOf = groupByFixture(odds); oddsOf(fixture.id) // that fixture's rows, or []
 */
export function groupByFixture<T extends { fixtureId: number }>(
  rows: readonly T[],
): (fixtureId: number) => T[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.fixtureId);
    if (group) group.push(row);
    else groups.set(row.fixtureId, [row]);
  }
  return (fixtureId) => groups.get(fixtureId) ?? [];
}
