import { DIALOG_WIDTH } from '@kbet/sdk/constants';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import styles from './Dialog.module.css';
import { IconButton } from './IconButton';
import { ModalLayer } from './ModalLayer';
import { useModalDialog } from './useModalDialog';

export interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Names the drawer for screen readers. */
  readonly label: string;
  readonly side?: 'left' | 'right';
  readonly width?: number;
  /** The top row beside the close button (a logo, the member's name). */
  readonly header?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A side panel (spec §2 mobile drawer menu, 352 px; right-side menu): modal, closes on Esc, backdrop click and
 * its close button (`<label> 닫기`); the body scrolls under the header row.
 * @example <Drawer open={open} onClose={close} label="메뉴" header={<Logo />}>…</Drawer>
 */
export function Drawer({
  open,
  onClose,
  label,
  side = 'left',
  width = DIALOG_WIDTH.drawer,
  header,
  children,
}: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { dialog, backdrop } = useModalDialog(ref, {
    open,
    onClose,
    closeOnEsc: true,
    closeOnOutsideClick: true,
  });
  if (!open) return null;
  return (
    <ModalLayer backdrop={{ ...backdrop, className: styles.drawerBackdrop }}>
      <dialog
        ref={ref}
        aria-label={label}
        aria-modal="true"
        className={[styles.drawer, side === 'right' && styles.right].filter(Boolean).join(' ')}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
        {...dialog}
      >
        <div className={styles.drawerHead}>
          {header}
          <IconButton icon="close" label={`${label} 닫기`} onClick={onClose} />
        </div>
        <div className={styles.drawerBody}>{children}</div>
      </dialog>
    </ModalLayer>
  );
}
