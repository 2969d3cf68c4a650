import { DEFAULT_ITEMS_PER_PAGE } from '@kbet/sdk';

/**
 * LIMIT and OFFSET of a 1-based page (default page 1, DEFAULT_ITEMS_PER_PAGE rows).
 * @example pageOf({ page: 2, perpage: 5 }) // { limit: 5, offset: 5 }
 */
export function pageOf(
  { page = 1, perpage }: { page?: number; perpage?: number },
  defaultSize = DEFAULT_ITEMS_PER_PAGE,
): { limit: number; offset: number } {
  const limit = perpage ?? defaultSize;
  return { limit, offset: (page - 1) * limit };
}
