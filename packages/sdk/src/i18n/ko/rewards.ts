// The roulette's and attendance's results and point memos (spec §6, kbet's own). Part of the Korean catalogue,
// ../ko.ts.

export const ROULETTE_NO_COUPON = '보유한 룰렛 쿠폰이 없습니다.'; // kbet's own
export const ROULETTE_UNAVAILABLE = '현재 룰렛을 이용할 수 없습니다.'; // kbet's own (every weight 0)
export const ROULETTE_POINT_MEMO = '룰렛 당첨'; // kbet's own (point log)
/** The result alert of a winning spin; `points` formatted (formatWon). */
export const ROULETTE_WON = (points: string): string => `축하합니다! ${points}포인트에 당첨되었습니다.`; // kbet's own
export const ROULETTE_LOST = '아쉽지만 꽝입니다. 다음 기회에 도전해주세요.'; // kbet's own
export const ATTENDANCE_ALREADY = '오늘은 이미 출석체크를 하셨습니다.'; // kbet's own
export const ATTENDANCE_POINT_MEMO = '출석체크 보상'; // kbet's own (point log)
/** The check-in answer; `reward` formatted (formatWon), 0 when the operator set none. */
export const ATTENDANCE_CHECKED = (streak: number, reward: string): string =>
  `출석체크 완료! ${streak}일 연속 출석${reward === '0' ? '' : `, ${reward}포인트가 지급되었습니다`}.`; // kbet's own
