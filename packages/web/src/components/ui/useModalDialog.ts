import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useRef,
} from 'react';
import { openModalDialogs } from './openModalDialogs';

export interface ModalDialogOptions {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Esc closes; false for persistent dialogs (spec §2 sign-up confirmation). */
  readonly closeOnEsc: boolean;
  /** A click on the backdrop closes (spec §2 bet history, notice popup). */
  readonly closeOnOutsideClick: boolean;
  /**
   * Focused on open; otherwise the first [data-autofocus] or focusable element. (React's autoFocus cannot work
   * here: it focuses at mount, while the dialog is still closed.)
   */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> as a modal: showModal / close with `open`, focus moved in and kept in (Tab wraps),
 * focus restored to the opener on close, and Esc / backdrop clicks as configured; counted in openModalDialogs while
 * open. Returns the props for <dialog>.
 * @example const props = useModalDialog(ref, { open, onClose, closeOnEsc: true, closeOnOutsideClick: true });
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions) {
  const { open, initialFocus } = options;
  const latest = useRef(options);
  latest.current = options;
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    openModalDialogs.set(openModalDialogs.get() + 1);
    const target =
      initialFocus?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => {
      openModalDialogs.set(openModalDialogs.get() - 1);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open, initialFocus]);

  return {
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // The browser would close the dialog itself; React state decides instead.
      event.preventDefault();
      if (latest.current.closeOnEsc) latest.current.onClose();
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Tab') return;
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    onPointerDown(event: PointerEvent<HTMLDialogElement>) {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      // Both press and release on the backdrop: a text selection dragged outside does not close.
      if (
        event.target === event.currentTarget &&
        pressedOnBackdrop.current &&
        latest.current.closeOnOutsideClick
      )
        latest.current.onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
