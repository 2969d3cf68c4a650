import { createSharedState } from '@/lib/createSharedState';

/**
 * How many modal dialogs (useModalDialog) are open on the page, so something that opens by itself (the operator
 * popups) can wait for the member's own dialog to close instead of stacking a second modal over or under it.
 * @example const busy = openModalDialogs.use() > 0;
 */
export const openModalDialogs = createSharedState(0);
