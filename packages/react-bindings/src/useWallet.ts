import { useMemo } from 'react';
import { useUser } from './useSession';

/** The member's balances in won (compliance §4: always visible when logged in). */
export interface Wallet {
  readonly emoney: number;
  readonly casinoMoney: number;
  readonly point: number;
  readonly comp: number;
}

/**
 * The logged-in member's balances, refreshed with the user (every 5 s or by live push); null for a guest.
 * @example const wallet = useWallet(); wallet && formatWon(wallet.emoney)
 */
export function useWallet(): Wallet | null {
  const user = useUser();
  return useMemo(
    () => user && { emoney: user.emoney, casinoMoney: user.casinoMoney, point: user.point, comp: user.comp },
    [user],
  );
}
