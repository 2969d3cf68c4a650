import * as z from 'zod/mini';
import { OddsRow } from './betting';
import { FixtureRef, Flag, Id, Int, IsoDateTime, Paging, Text, Won } from './common';

/** A casino bet record of GET enjoycx/user (spec §3). */
export const CasinoBetRecord = z.object({
  id: Id, // kbet's own: the key POST enjoycx/user/delete needs
  gameType: Int,
  thirdPartyName: z.string(),
  gameCode: z.string(),
  date: IsoDateTime,
  transType: z.string(),
  amount: Won,
  cancelAt: z.nullish(IsoDateTime),
  cancelAmount: z.nullish(Won),
  processedAt: z.nullish(IsoDateTime),
});

/** Query of GET enjoycx/user and enjoycx/user/count. */
export const CasinoBetQuery = z.object({ ...Paging.shape, gameType: z.optional(Int) });

/** GET enjoycx/gamelist?thirdpartycode. */
export const CasinoGameListQuery = z.object({ thirdpartycode: Text });

/** data.list[].code is the spec's; name and vertical are kbet's own, for the lobby. */
export const CasinoGameList = z.object({
  data: z.object({
    list: z.array(z.object({ code: Text, name: z.optional(z.string()), vertical: z.optional(z.string()) })),
  }),
});

/** GET enjoycx/play. */
export const CasinoPlayQuery = z.object({
  ...CasinoGameListQuery.shape,
  userid: Text,
  gamecode: Text,
  platform: z.literal(['PC', 'MOBILE']),
});

export const CasinoPlay = z.object({ data: z.object({ link: Text }) });

/** GET /revolution/user/create and /realpoker/user/create. */
export const HoldemUserQuery = z.object({ userId: Text, nickname: Text });

/** code 1 is success. */
export const HoldemUserResult = z.object({ code: Int });

/** GET /revolution/game/link and /realpoker/game/link. */
export const HoldemLinkQuery = z.object({ userId: Text });

export const HoldemLink = z.object({ payload: Text });

/** A hold'em game of GET /holdem/games: the menu shows only while this list is non-empty (spec §2). */
export const HoldemGameEntry = z.object({
  game: z.literal(['revolution', 'realpoker']),
  name: z.string(),
}); // kbet's own shape

/** GET /settingMinigameBetting: per-game stake and prize limits. */
export const MinigameBettingSetting = z.object({
  gameId: Text,
  minBetAmount: Won,
  maxBetAmount: Won,
  maxPrizeAmount: Won,
}); // kbet's own shape

/** GET settingMinigame/{id}: the maintenance check before a mini-game opens. */
export const MinigameSetting = z.object({ id: Text, name: z.string(), maintenanceFlag: Flag }); // kbet's own shape

/** A round of GET minigame/events?gameId with its markets. */
export const MinigameEvent = z.object({
  id: Id,
  gameId: Text,
  round: Int,
  status: Int,
  startAt: IsoDateTime,
  closeAt: IsoDateTime,
  result: z.nullish(z.string()),
  odds: z.array(OddsRow),
}); // kbet's own shape

/** GET /virtureGame?sportsType&league (the client adds status=1). */
export const VirtualGameQuery = z.object({ sportsType: Text, league: Text });

export const VirtualGame = z.object({
  fixtureId: FixtureRef,
  sportsType: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: IsoDateTime,
  status: Int,
}); // kbet's own shape

/** GET /virtureGame/odds?fixtureId answers OddsRow[]. */
export const VirtualOddsQuery = z.object({ fixtureId: Id });

/** GET /vet3/Soccer: the four soccer stream URLs and the game list. */
export const VirtualSoccer = z.object({
  streams: z.object({ premierships: Text, eurocups: Text, superleague: Text, worldcup: Text }),
  games: z.array(VirtualGame),
}); // kbet's own shape

export type CasinoBetRecord = z.infer<typeof CasinoBetRecord>;
export type CasinoBetQuery = z.infer<typeof CasinoBetQuery>;
export type CasinoGameListQuery = z.infer<typeof CasinoGameListQuery>;
export type CasinoGameList = z.infer<typeof CasinoGameList>;
export type CasinoPlayQuery = z.infer<typeof CasinoPlayQuery>;
export type CasinoPlay = z.infer<typeof CasinoPlay>;
export type HoldemUserQuery = z.infer<typeof HoldemUserQuery>;
export type HoldemUserResult = z.infer<typeof HoldemUserResult>;
export type HoldemLinkQuery = z.infer<typeof HoldemLinkQuery>;
export type HoldemLink = z.infer<typeof HoldemLink>;
export type HoldemGameEntry = z.infer<typeof HoldemGameEntry>;
export type MinigameBettingSetting = z.infer<typeof MinigameBettingSetting>;
export type MinigameSetting = z.infer<typeof MinigameSetting>;
export type MinigameEvent = z.infer<typeof MinigameEvent>;
export type VirtualGameQuery = z.infer<typeof VirtualGameQuery>;
export type VirtualGame = z.infer<typeof VirtualGame>;
export type VirtualOddsQuery = z.infer<typeof VirtualOddsQuery>;
export type VirtualSoccer = z.infer<typeof VirtualSoccer>;
