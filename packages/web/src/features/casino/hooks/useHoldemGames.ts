import { type ResourceRead, useKbetClient, useMemberResource } from '@kbet/react';
import { memberResourceKey } from '@kbet/sdk';
import type { HoldemGameEntry } from '@kbet/sdk/schemas';

const KEY = 'holdemGames';

/** The read behind useHoldemGames for the member `memberId`, for a server render to start ahead. */
export const holdemGamesRead = (memberId: number): ResourceRead<HoldemGameEntry[]> => ({
  key: memberResourceKey(memberId, KEY),
  fetch: (client, signal) => client.games.holdemGames({ signal }),
});

/**
 * The hold'em games on offer to the signed-in member (GET /holdem/games); empty for a guest, while loading, and
 * when the list cannot be read, so the menu stays hidden (spec §2).
 * @example const games = useHoldemGames(); games.length > 0 && <HoldemMenu />
 */
export function useHoldemGames(): readonly HoldemGameEntry[] {
  const client = useKbetClient();
  const resource = useMemberResource(KEY, (memberId, signal) =>
    holdemGamesRead(memberId).fetch(client, signal),
  );
  return resource.data ?? [];
}
