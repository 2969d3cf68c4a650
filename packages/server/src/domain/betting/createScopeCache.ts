/** Rounds or events a busy process keeps: a few games' open rounds and their neighbours. */
const DEFAULT_SIZE = 512;

export interface ScopeCache<T> {
  /** The row of this id: loaded once, then from memory; a missing row is not remembered. */
  get(id: number): Promise<T | undefined>;
}

/**
 * A bounded memory of rows a bet reads but never changes (a round's game, commitment, odds and card; an event's
 * entrants), so a placement does not read them on every bet of a round's last second. What can change (status,
 * the close) stays with the placement statement, under the round's share lock. The oldest entry goes first.
 * @example const rounds = createScopeCache((id) => repo.find(id)); const round = await rounds.get(12);
 */
export function createScopeCache<T>(
  load: (id: number) => Promise<T | undefined>,
  size: number = DEFAULT_SIZE,
): ScopeCache<T> {
  const entries = new Map<number, Promise<T | undefined>>();
  const forget = (id: number, entry: Promise<T | undefined>) => {
    if (entries.get(id) === entry) entries.delete(id);
  };
  return {
    get(id) {
      const hit = entries.get(id);
      if (hit) return hit;
      const entry = load(id);
      entries.set(id, entry);
      if (entries.size > size) {
        const [oldest] = entries.keys();
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry.then(
        (row) => row === undefined && forget(id, entry),
        () => forget(id, entry),
      );
      return entry;
    },
  };
}
