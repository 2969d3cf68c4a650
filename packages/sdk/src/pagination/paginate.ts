import { HISTORY_MAX_PAGES, HISTORY_PAGE_LINKS, HISTORY_PAGE_SIZE } from '../constants/pageSizes';

export interface PaginateOptions {
  /** Items per page; default 10. */
  readonly pageSize?: number;
  /** Cap on reachable pages; default 3. Pass Infinity for an uncapped list. */
  readonly maxPages?: number;
  /** Most page links shown at once; default 11. */
  readonly visibleLinks?: number;
}

export interface Pagination {
  /** Reachable pages: ceil(total / pageSize), capped at maxPages; 0 for an empty list. */
  readonly pageCount: number;
  /** The requested page clamped into 1..pageCount (1 for an empty list). */
  readonly page: number;
  /** The page links to show, ascending and consecutive, containing `page` unless the list is empty. */
  readonly pages: readonly number[];
  readonly hasPrev: boolean;
  readonly hasNext: boolean;
  /** Index of the page's first item, for `page`/`perpage` or offset queries. */
  readonly offset: number;
  readonly limit: number;
}

/** A finite non-negative whole number, with junk (NaN, negatives, Infinity) read as 0. */
const wholeOrZero = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * Paging of a list (spec §2, §9: "page size 10, at most 3 pages, 11 visible page links; page count =
 * ceil(total/10)"). kbet reads the two limits as two layers: `maxPages` caps how far the list reaches (the
 * bet history shows its 30 newest slips), and `visibleLinks` caps how many page links render at once, as a
 * window centred on the current page. With the defaults the 3-page cap always binds first; the window
 * matters for lists paged without the cap (`maxPages: Infinity`).
 * @example paginate(45, 2) // { pageCount: 3, page: 2, pages: [1, 2, 3], hasPrev: true, hasNext: true, offset: 10, limit: 10 }
 */
export function paginate(totalCount: number, page: number, options: PaginateOptions = {}): Pagination {
  const pageSize = Math.max(1, wholeOrZero(options.pageSize ?? HISTORY_PAGE_SIZE));
  const maxPagesOption = options.maxPages ?? HISTORY_MAX_PAGES;
  // Infinity is a legitimate "no cap" here, unlike in the other inputs.
  const maxPages = maxPagesOption === Number.POSITIVE_INFINITY ? maxPagesOption : wholeOrZero(maxPagesOption);
  const visibleLinks = Math.max(1, wholeOrZero(options.visibleLinks ?? HISTORY_PAGE_LINKS));

  const pageCount = Math.min(Math.ceil(wholeOrZero(totalCount) / pageSize), maxPages);
  const current = Math.min(Math.max(1, wholeOrZero(page)), Math.max(1, pageCount));

  const shown = Math.min(visibleLinks, pageCount);
  const first = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), pageCount - shown + 1);
  const pages = Array.from({ length: shown }, (_, i) => first + i);

  return {
    pageCount,
    page: current,
    pages,
    hasPrev: current > 1,
    hasNext: current < pageCount,
    offset: (current - 1) * pageSize,
    limit: pageSize,
  };
}
