import { type CSSProperties, type ReactNode, type RefObject, useId, useRef } from 'react';
import { useIsMobile } from '@/lib/useIsMobile';
import styles from './Dialog.module.css';
import { IconButton } from './IconButton';
import { ModalLayer } from './ModalLayer';
import { useModalDialog } from './useModalDialog';

/** A fixed or maximum width in px, or a mobile / desktop pair (the SDK's DIALOG_WIDTH entries). */
export type DialogWidth = number | { readonly mobile: number; readonly desktop: number };

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly width?: DialogWidth;
  /** Fills the screen at 767 px or less (spec §2 notice popup). */
  readonly fullscreenOnMobile?: boolean;
  readonly closeOnEsc?: boolean;
  readonly closeOnOutsideClick?: boolean;
  /** Hides the × button (persistent dialogs that need an explicit choice). */
  readonly hideClose?: boolean;
  readonly footer?: ReactNode;
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly role?: 'dialog' | 'alertdialog';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog on a <dialog> over its backdrop, at the end of the body (useModalDialog, ModalLayer): focus is
 * trapped inside and restored to the opener; Esc closes unless `closeOnEsc` is false, and a backdrop click closes
 * where the spec says (`closeOnOutsideClick`).
 * @example <Dialog open={open} onClose={close} title="베팅내역" width={DIALOG_WIDTH.betHistoryMax} closeOnOutsideClick>…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  width = 480,
  fullscreenOnMobile = false,
  closeOnEsc = true,
  closeOnOutsideClick = false,
  hideClose = false,
  footer,
  initialFocus,
  role = 'dialog',
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mobile = useIsMobile();
  const { dialog, backdrop } = useModalDialog(ref, {
    open,
    onClose,
    closeOnEsc,
    closeOnOutsideClick,
    initialFocus,
  });
  if (!open) return null;
  const px = typeof width === 'number' ? width : mobile ? width.mobile : width.desktop;
  const classes = [styles.dialog, fullscreenOnMobile && styles.fullscreenOnMobile, className];
  return (
    <ModalLayer backdrop={{ ...backdrop, className: styles.backdrop }}>
      <dialog
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        className={classes.filter(Boolean).join(' ')}
        style={{ '--dialog-width': `${px}px` } as CSSProperties}
        {...dialog}
      >
        {/* Plain divs: a <header> or <footer> outside <main> would be a second banner or contentinfo landmark. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideClose && <IconButton icon="close" label="닫기" onClick={onClose} />}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </dialog>
    </ModalLayer>
  );
}
