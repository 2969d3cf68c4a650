/** Feed market ids (feed-model.md): 52 is confirmed, the rest are consistent third-party readings. */
export const MARKET_ID = {
  FULL_TIME_1X2: 1,
  UNDER_OVER: 2,
  ASIAN_HANDICAP: 3,
  ODD_EVEN: 5,
  CORRECT_SCORE: 6,
  DOUBLE_CHANCE: 7,
  BOTH_TEAMS_TO_SCORE: 17,
  WIN_LOSE: 52,
} as const;

/** Korean labels of the feed's English market names (spec §3). */
export const MARKET_NAMES_KO: Readonly<Record<string, string>> = {
  '1X2': '승무패',
  'Under/Over': '언더오버',
  'Asian Handicap': '핸디캡',
  'Odd/Even': '홀짝',
  'Correct Score': '정확한 스코어',
  'Double Chance': '더블찬스',
  '12': '승패',
  'Both Teams To Score': '양팀득점',
};

/**
 * The Korean label of a feed market name; names without one are shown as sent.
 * @example marketNameKorean('Under/Over') // '언더오버'
 */
export const marketNameKorean = (name: string): string => MARKET_NAMES_KO[name.trim()] ?? name;
