/** The refusals of a virtual-sports bet (issue 14), in Korean; the server answers them under these names as codes. */
export const VIRTUAL_MESSAGES = {
  VIRTUAL_UNKNOWN_LEAGUE: '존재하지 않는 가상스포츠 리그입니다.',
  VIRTUAL_EVENT_NOT_FOUND: '경기 정보를 찾을 수 없습니다.',
  VIRTUAL_EVENT_CLOSED: '베팅이 마감된 경기입니다.',
  VIRTUAL_EVENT_FINISHED: '이미 시작되었거나 취소된 경기입니다.',
  VIRTUAL_UNKNOWN_MARKET: '존재하지 않는 베팅 항목입니다.',
  VIRTUAL_BELOW_MIN: '최소 베팅금액보다 적습니다.',
  VIRTUAL_OVER_MAX: '최대 베팅금액을 초과했습니다.',
  VIRTUAL_OVER_MAX_WIN: '최대 당첨금액을 초과했습니다.',
  VIRTUAL_EVENT_STAKE_CAP: '경기당 최대 베팅금액을 초과했습니다.',
  VIRTUAL_EVENT_WIN_CAP: '경기당 최대 당첨금액을 초과했습니다.',
  VIRTUAL_OPPOSITE_SIDES: '같은 경기의 같은 항목에는 한 번만 베팅할 수 있습니다.',
} as const;

export type VirtualMessageCode = keyof typeof VIRTUAL_MESSAGES;
