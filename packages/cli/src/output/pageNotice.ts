import { ADMIN_PAGE_SIZE } from '@kbet/sdk';

/**
 * The line under a list: which page of how many, and the total.
 * @example pageNotice(2, 20, 45, 'members') // 'Page 2 of 3 (45 members)'
 */
export function pageNotice(page: number, shown: number, total: number, noun: string): string {
  if (total === 0) return `No ${noun}.`;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return shown === 0
    ? `Page ${page} is past the last page (${pages}).`
    : `Page ${page} of ${pages} (${total} ${noun})`;
}
