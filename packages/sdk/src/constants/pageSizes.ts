/** List sizes of spec §2 and §9. */

/** Sports bet history: 10 slips a page, at most 3 pages, up to 11 page links (see pagination/paginate). */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGES = 3;
export const HISTORY_PAGE_LINKS = 11;
/** The bet-history popup loads whole lists in one request. */
export const POPUP_LIST_SIZE = 10_000;
export const CASINO_POPUP_LIST_SIZE = 100_000;
export const DEFAULT_ITEMS_PER_PAGE = 15;
export const NOTICE_POPUP_LIST_SIZE = 5;
/** Point and comp dialogs show the latest 10 entries. */
export const POINT_COMP_DIALOG_SIZE = 10;
export const INQUIRY_PAGE_SIZE = 10;
/** The jackpot board's registered slips (kbet's own: as the other boards). */
export const JACKPOT_PAGE_SIZE = 10;
export const WITHDRAWAL_HISTORY_PAGE_SIZE = 10;
/** Staff lists of the back office (/admin-api members, charges, audit log). */
export const ADMIN_PAGE_SIZE = 20;
/** The partner area's bet and casino records of the downline (kbet's own). */
export const PARTNER_PAGE_SIZE = 20;
