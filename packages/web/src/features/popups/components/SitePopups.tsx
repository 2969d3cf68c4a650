import { useSitePopups } from '@kbet/react';
import { type PopupHideChoice, visiblePopups } from '@kbet/sdk';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { openModalDialogs } from '@/components/ui/openModalDialogs';
import { dialogStore } from '@/lib/dialogs';
import { useHydrating } from '@/lib/useHydrating';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { hidePopup, storedHideUntil } from '../popupHideStorage';
import styles from './SitePopups.module.css';

/**
 * The operator's active popups on the home page (spec §2 notice popup): one at a time, fullscreen on a phone
 * or tablet, else half the screen wide; Esc or a click outside closes it. "12시간 동안 보지 않기" and
 * "5분 동안 보지 않기" keep it hidden that long (spec §9); a popup with popupFlg shows regardless (spec §4). A popup
 * waits while a member's modal dialog (sign-up, roulette, bet slip…) is open, or asked for and still loading its
 * code (a login tapped just as the page hydrated): two stacked modals leave one inert.
 * @example <SitePopups />
 */
export function SitePopups() {
  const popups = useSitePopups();
  // Which popups a browser hid lives in its localStorage: they open once the page has hydrated.
  const hydrating = useHydrating();
  const mobile = useMediaQuery(`${MOBILE_QUERY}, (hover: none) and (pointer: coarse)`);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const modalsOpen = openModalDialogs.use();
  // A dialog the member opened mounts once its chunk has come; the popup opened in between stacked over or under it.
  const dialogsAsked = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get).length;
  // The popup on screen counts among the open dialogs itself, so only one not yet shown waits.
  const [onScreen, setOnScreen] = useState<number | null>(null);
  // Which popups to show is decided once the list arrives, so hiding one does not re-filter mid-visit.
  const shown = useMemo(() => visiblePopups(popups.data ?? [], storedHideUntil, Date.now()), [popups.data]);
  const queue = shown.filter((popup) => !closed.has(popup.id));
  const popup = queue[0];
  if (hydrating || !popup || (popup.id !== onScreen && modalsOpen + dialogsAsked > 0)) return null;
  if (popup.id !== onScreen) setOnScreen(popup.id);

  const close = () => setClosed((current) => new Set(current).add(popup.id));
  const hide = (choice: PopupHideChoice) => {
    hidePopup(popup.id, choice, Date.now());
    close();
  };
  const position = shown.indexOf(popup) + 1;

  return (
    <Dialog
      key={popup.id}
      open
      onClose={close}
      title={shown.length > 1 ? `알림 (${position}/${shown.length})` : '알림'}
      width={960}
      fullscreenOnMobile
      closeOnOutsideClick
      className={styles.popup}
      footer={
        <div className={styles.footer}>
          <div className={styles.hide}>
            <Button size="sm" variant="ghost" onClick={() => hide('long')}>
              12시간 동안 보지 않기
            </Button>
            <Button size="sm" variant="ghost" onClick={() => hide('short')}>
              5분 동안 보지 않기
            </Button>
          </div>
          <Button size="sm" variant="primary" onClick={close}>
            닫기
          </Button>
        </div>
      }
    >
      <HtmlContent html={mobile && popup.mbContents ? popup.mbContents : popup.contents} />
    </Dialog>
  );
}
