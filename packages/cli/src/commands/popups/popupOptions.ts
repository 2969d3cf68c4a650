import { type AdminPopup, POPUP_STATUS, type PopupWrite } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printJson, printLine, wantsJson } from '../../output';
import { wireNames } from '../../wireNames';
import type { HtmlContentsOptions } from '../boards/htmlContents';

/** Popup states by name (the SDK's POPUP_STATUS): active ones are served by GET /boardPopup. */
export const POPUP_STATUSES = wireNames(POPUP_STATUS);
export type PopupStatusName = keyof typeof POPUP_STATUSES;

export interface PopupFlags extends HtmlContentsOptions {
  /** The mobile HTML (defaults to the desktop HTML on add). */
  mobileContents?: string;
  status?: PopupStatusName;
  /** Show it even to members who chose to hide it (popupFlg 1). */
  forceShow?: boolean;
  /** notShowingexpireTime: how long a member may hide it. */
  hideHours?: number;
  left?: number;
  right?: number;
}

/**
 * The wire body of a popup add or edit from the flags; absent flags are left out (the server keeps them).
 * @example popupBody({ status: 'off', left: 10 }, '<p>팝업</p>') // { contents: '<p>팝업</p>', popupStatus: 1, pcLeftLocation: 10 }
 */
export function popupBody(flags: PopupFlags, contents: string): PopupWrite {
  return {
    contents,
    ...(flags.mobileContents !== undefined && { mbContents: flags.mobileContents }),
    ...(flags.status !== undefined && { popupStatus: POPUP_STATUSES[flags.status] }),
    ...(flags.forceShow !== undefined && { popupFlg: flags.forceShow ? 1 : 0 }),
    ...(flags.hideHours !== undefined && { notShowingexpireTime: flags.hideHours }),
    ...(flags.left !== undefined && { pcLeftLocation: flags.left }),
    ...(flags.right !== undefined && { pcRightLocation: flags.right }),
  };
}

/**
 * A popup after a change: the JSON document, or one line naming it.
 * @example printPopup(ctx, options, popup, 'Added');
 */
export function printPopup(
  ctx: CliContext,
  options: { json?: boolean },
  popup: AdminPopup,
  verb: string,
): void {
  if (wantsJson(options)) {
    printJson(ctx, popup);
    return;
  }
  const state = popup.popupStatus === POPUP_STATUSES.active ? 'active' : 'off';
  printLine(ctx, `${verb} popup ${popup.id} (${state})`);
}
