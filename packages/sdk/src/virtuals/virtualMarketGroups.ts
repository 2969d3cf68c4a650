/** Korean titles of the market groups, in the order the pages list them. */
export const VIRTUAL_MARKET_GROUPS: Readonly<Record<string, string>> = {
  '1x2': '승무패',
  ht: '전반 승무패',
  ou25: '언더/오버 2.5',
  btts: '양팀 득점',
  cs: '정확한 스코어',
  winner: '승패',
  handicap: '핸디캡',
  total: '언더/오버',
  win: '단승',
  place: '연승',
  forecast: '쌍승',
  tricast: '삼쌍승',
};
