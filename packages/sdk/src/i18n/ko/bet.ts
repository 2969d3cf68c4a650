// The bet slip's own refusals (spec §4, §5): a pick the slip does not take, a slip that cannot be sent now. The stake's
// checks and the confirmations are stake.ts's. Part of the Korean catalogue, ../ko.ts.

export const BET_IN_PROGRESS = '베팅이 진행중입니다.'; // paraphrase
export const BET_BONUS_COMBINE = '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.'; // paraphrase
export const BET_SUSPENDED = '베팅이 중지된 경기가 포함되어 있습니다.'; // kbet's own
export const BET_CORRELATED =
  '같은 경기의 연관된 항목(승무패와 핸디캡, 핸디캡과 언더오버 등)은 함께 조합할 수 없습니다.'; // kbet's own (operator combination matrix)
export const BET_EVENT_ONLY = '이벤트 폴더는 이벤트 경기끼리만 조합할 수 있습니다.'; // kbet's own (§2, §9 event folders)
export const BET_SLIP_INVALID = '베팅 정보가 올바르지 않습니다. 베팅카트를 확인해주세요.'; // kbet's own (gameDetailType)
