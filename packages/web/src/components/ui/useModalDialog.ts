import { type RefObject, useEffect, useRef } from 'react';
import { openModalDialogs } from './openModalDialogs';

export interface ModalDialogOptions {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Esc closes; false for persistent dialogs (spec §2 sign-up confirmation). */
  readonly closeOnEsc: boolean;
  /** A click on the backdrop closes (spec §2 bet history, notice popup). */
  readonly closeOnOutsideClick: boolean;
  /**
   * Focused on open; otherwise the first [data-autofocus] or focusable element, else the dialog itself. (React's
   * autoFocus cannot work here: it focuses at mount, while the dialog is still closed.)
   */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OpenModal {
  readonly dialog: HTMLDialogElement;
  readonly backdrop: HTMLDivElement | null;
}

/** The open modal dialogs, the last one on top: only it takes Esc and Tab. */
const stack: OpenModal[] = [];
const isTop = (dialog: HTMLDialogElement) => stack[stack.length - 1]?.dialog === dialog;

/** What this module made inert: everything in <body> but the top dialog's layer (ModalLayer). */
const madeInert = new Set<Element>();
const NEVER_INERT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE']);

/** Makes the page behind the top dialog inert (unreachable by Tab, click or screen reader), or none when none is open. */
function inertBehindTop() {
  const top = stack[stack.length - 1];
  const behind = top
    ? [...document.body.children].filter(
        (el) => el !== top.dialog && el !== top.backdrop && !NEVER_INERT.has(el.tagName),
      )
    : [];
  for (const el of madeInert) {
    if (behind.includes(el)) continue;
    el.removeAttribute('inert');
    madeInert.delete(el);
  }
  for (const el of behind) {
    if (el.hasAttribute('inert')) continue;
    el.setAttribute('inert', '');
    madeInert.add(el);
  }
}

/** Tab and Shift+Tab wrap within the dialog, and bring a focus that is not on one of its controls back to them. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const at = document.activeElement;
  if (event.shiftKey && (at === first || !items.includes(at as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !items.includes(at as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Drives a <dialog> as a modal: opened as a non-modal dialog (its open attribute) above its own backdrop
 * (`ModalLayer`), with what showModal() would add done here: focus moved in once the dialog has been painted and
 * kept in (Tab wraps), Esc and backdrop clicks as configured, the page behind made inert after that first paint
 * too, and on close the page made live again and focus restored to the opener. Not showModal(): it makes the rest
 * of the document inert at once, and inertness is part of each element's style, so the tap that opens it restyles
 * every element of the page behind (about 1,100 on /europe, most of a phone's cart tap at 4x CPU slowdown); here
 * that restyle runs in a task after the dialog's first paint. Counted in openModalDialogs while open. Returns the props for <dialog> and for its backdrop.
 * @example const { dialog, backdrop } = useModalDialog(ref, { open, onClose, closeOnEsc: true, closeOnOutsideClick: true });
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions) {
  const { open, initialFocus } = options;
  const latest = useRef(options);
  latest.current = options;
  const pressedOnBackdrop = useRef(false);
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The open attribute rather than show(): show() runs the dialog focusing steps (it focuses the first control at
    // once, forcing the page's style and layout inside the opening tap); focus moves in after the first paint, below.
    if (!dialog.open) dialog.setAttribute('open', '');
    stack.push({ dialog, backdrop: backdropRef.current });
    openModalDialogs.set(openModalDialogs.get() + 1);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop(dialog) || event.defaultPrevented) return;
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault();
        if (latest.current.closeOnEsc) latest.current.onClose();
      } else if (event.key === 'Tab') keepTabInside(dialog, event);
    };
    // The backdrop lets the pointer through (so a contrast check behind it reads the page, as under showModal()'s
    // ::backdrop, which is no element); the inert page takes no press, which lands on <body>: a press and release
    // outside the dialog close it where configured.
    const outside = (event: Event) =>
      isTop(dialog) && event.target instanceof Node && !dialog.contains(event.target);
    const onPointerDown = (event: Event) => {
      pressedOnBackdrop.current = outside(event);
    };
    const onClick = (event: Event) => {
      if (!outside(event)) return;
      // Both press and release outside: a text selection dragged outside does not close.
      if (pressedOnBackdrop.current && latest.current.closeOnOutsideClick) latest.current.onClose();
      pressedOnBackdrop.current = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    // Focus moves in, and the page behind turns inert, in a task after the dialog's first paint (a frame callback
    // runs just before that paint and a timer set there runs after it): focusing forces the style and layout of
    // the page with the new dialog and dispatches the focus events to React, inside the opening tap otherwise
    // (a third to a half of a phone's cart tap at 4x CPU); after the paint the layout is already done.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const target =
          initialFocus?.current ??
          dialog.querySelector<HTMLElement>('[data-autofocus]') ??
          dialog.querySelector<HTMLElement>(FOCUSABLE) ??
          dialog;
        target.focus();
        inertBehindTop();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
      stack.splice(
        stack.findIndex((open) => open.dialog === dialog),
        1,
      );
      // At once: the opener must be focusable again.
      inertBehindTop();
      openModalDialogs.set(openModalDialogs.get() - 1);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open, initialFocus]);

  return {
    dialog: { tabIndex: -1 },
    backdrop: { ref: backdropRef },
  };
}
