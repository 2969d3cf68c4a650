/** LSports sport ids used by kbet (spec §2, feed-model.md). */
export const SPORT_ID = {
  FOOTBALL: 6046,
  BASKETBALL: 48242,
  BASEBALL: 154914,
  VOLLEYBALL: 154830,
  E_GAMES: 687890,
  ICE_HOCKEY: 35232,
  HANDBALL: 35709,
  TENNIS: 54094,
  /** LSports id seen in third-party code only (unconfirmed, like feed-model.md's market ids). */
  TABLE_TENNIS: 265917,
  /** LSports Rugby League / Rugby Union ids, unconfirmed. */
  RUGBY_LEAGUE: 274791,
  RUGBY_UNION: 274792,
} as const;

export type SportId = (typeof SPORT_ID)[keyof typeof SPORT_ID];

/** Korean sport names shown when the server sends no `name_korean`. */
export const SPORT_NAMES_KO: Readonly<Record<SportId, string>> = {
  [SPORT_ID.FOOTBALL]: '축구',
  [SPORT_ID.BASKETBALL]: '농구',
  [SPORT_ID.BASEBALL]: '야구',
  [SPORT_ID.VOLLEYBALL]: '배구',
  [SPORT_ID.E_GAMES]: 'e스포츠',
  [SPORT_ID.ICE_HOCKEY]: '아이스하키',
  [SPORT_ID.HANDBALL]: '핸드볼',
  [SPORT_ID.TENNIS]: '테니스',
  [SPORT_ID.TABLE_TENNIS]: '탁구',
  [SPORT_ID.RUGBY_LEAGUE]: '럭비',
  [SPORT_ID.RUGBY_UNION]: '럭비',
};

/**
 * The Korean name of a sport, or undefined for a sport kbet does not know.
 * @example sportNameKorean(6046) // '축구'
 */
export const sportNameKorean = (sportId: number): string | undefined =>
  (SPORT_NAMES_KO as Readonly<Record<number, string>>)[sportId];

/**
 * The name a Korean page shows for a sport: kbet's own Korean name for the sports it knows, else the feed's
 * Korean name, else — only for a sport nobody named in Korean — the feed's name.
 * @example sportDisplayName({ sport_id: 6046, name: 'Football', name_korean: '' }) // '축구'
 */
export const sportDisplayName = (sport: {
  readonly sport_id: number;
  readonly name: string;
  readonly name_korean?: string | null;
}): string => sportNameKorean(sport.sport_id) ?? (sport.name_korean || sport.name);
