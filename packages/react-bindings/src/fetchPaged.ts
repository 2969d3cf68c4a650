import type { CallOptions } from '@kbet/sdk';

/** A page of a list plus the list's total (the server's x-total-count), for a pager. */
export interface Paged<T> {
  readonly items: T[];
  readonly total: number;
}

/**
 * Runs a paged call and pairs its answer with the total the server reported (the page's length when none).
 * @example const page = await fetchPaged((options) => client.board.page(query, { signal, ...options }));
 */
export async function fetchPaged<T>(
  call: (options: Pick<CallOptions, 'onTotal'>) => Promise<T[]>,
): Promise<Paged<T>> {
  let total: number | undefined;
  const items = await call({ onTotal: (count) => (total = count) });
  return { items, total: total ?? items.length };
}
