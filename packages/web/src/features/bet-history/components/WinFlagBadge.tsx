import { winFlagColor } from '@kbet/sdk';
import type { ReactNode } from 'react';
import styles from './WinFlagBadge.module.css';

/**
 * A result in the spec's status colours (§4): lost or cancelled red, won green, special hit yellow, half
 * won or lost black, waiting grey.
 * @example <WinFlagBadge flag={2}>당첨</WinFlagBadge>
 */
export function WinFlagBadge({ flag, children }: { readonly flag: number; readonly children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[winFlagColor(flag)]}`}>{children}</span>;
}
