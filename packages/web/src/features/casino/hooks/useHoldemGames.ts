import { useKbetClient, useMemberResource } from '@kbet/react';
import type { HoldemGameEntry } from '@kbet/sdk/schemas';

/**
 * The hold'em games on offer to the signed-in member (GET /holdem/games); empty for a guest, while loading, and
 * when the list cannot be read, so the menu stays hidden (spec §2).
 * @example const games = useHoldemGames(); games.length > 0 && <HoldemMenu />
 */
export function useHoldemGames(): readonly HoldemGameEntry[] {
  const client = useKbetClient();
  const resource = useMemberResource('holdemGames', (_memberId, signal) =>
    client.games.holdemGames({ signal }),
  );
  return resource.data ?? [];
}
