/** The refusals of a mini-game bet and of its staff settings (issue 12), in Korean; the server answers them under these names as codes. */
export const MINIGAME_MESSAGES = {
  MINIGAME_UNKNOWN_GAME: '존재하지 않는 미니게임입니다.',
  MINIGAME_MAINTENANCE: '해당 미니게임은 점검중입니다.',
  MINIGAME_ROUND_NOT_FOUND: '회차 정보를 찾을 수 없습니다.',
  MINIGAME_ROUND_CLOSED: '베팅이 마감된 회차입니다.',
  MINIGAME_ROUND_FINISHED: '이미 추첨되었거나 취소된 회차입니다.',
  MINIGAME_UNKNOWN_MARKET: '존재하지 않는 베팅 항목입니다.',
  MINIGAME_BELOW_MIN: '최소 베팅금액보다 적습니다.',
  MINIGAME_OVER_MAX: '최대 베팅금액을 초과했습니다.',
  MINIGAME_OVER_MAX_WIN: '최대 당첨금액을 초과했습니다.',
  MINIGAME_ROUND_STAKE_CAP: '회차당 최대 베팅금액을 초과했습니다.',
  MINIGAME_ROUND_WIN_CAP: '회차당 최대 당첨금액을 초과했습니다.',
  MINIGAME_OPPOSITE_SIDES: '같은 회차의 반대 항목에는 베팅할 수 없습니다.',
  /** Staff settings: an RTP that is not a decimal from 0 to 1 with at most 4 decimals. */
  RTP_INVALID: '환수율 형식이 올바르지 않습니다.',
  MINIGAME_LIMIT_MIN_OVER_MAX: '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.',
} as const;

export type MinigameMessageCode = keyof typeof MINIGAME_MESSAGES;
