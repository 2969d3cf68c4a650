// Responsible gambling (compliance.md §4, kbet's own). Part of the Korean catalogue, ../ko.ts.

// compliance.md §4 responsible gambling (kbet's own)
/** A deposit request over a limit; `remaining` is what the period still allows, formatted (formatWon). */
export const RG_DEPOSIT_LIMIT = (period: 'day' | 'week' | 'month', remaining: string): string =>
  `${period === 'day' ? '1일' : period === 'week' ? '7일' : '1개월'} 입금 한도를 초과하여 충전신청할 수 없습니다. 현재 신청 가능한 금액은 ${remaining}원입니다.`; // kbet's own
export const RG_TIMEOUT_ACTIVE = '타임아웃 기간에는 베팅, 충전, 이벤트 참여를 이용할 수 없습니다.'; // kbet's own
export const RG_SELF_EXCLUDED = '자기 배제 기간에는 베팅, 충전, 이벤트 참여를 이용할 수 없습니다.'; // kbet's own
export const RG_LIMITS_SAVED =
  '입금 한도를 저장했습니다. 낮춘 한도는 바로, 높이거나 해제한 한도는 24시간 후에 적용됩니다.'; // kbet's own
/** The reality check's figure: the net result of play in the session, not the change of balance. */
export const RG_SESSION_PLAY_NET = '이번 접속 베팅 손익'; // kbet's own
export const RG_SESSION_PLAY_NET_HINT =
  '당첨금에서 베팅금을 뺀 금액입니다. 충전, 출금, 포인트 전환은 포함하지 않습니다.'; // kbet's own
export const RG_REALITY_CHECK_SAVED = '리얼리티 체크 알림 간격을 저장했습니다.'; // kbet's own
/** The time-out confirm's question; `period` is the chosen length, e.g. '7일'. */
export const RG_TIMEOUT_CONFIRM = (period: string): string => `${period} 동안 타임아웃을 시작하시겠습니까?`; // kbet's own
/** The self-exclusion confirm's question; `period` is the chosen length, e.g. '6개월'. */
export const RG_SELF_EXCLUSION_CONFIRM = (period: string): string =>
  `${period} 동안 자기 배제를 시작하시겠습니까?`; // kbet's own
/** After a time-out or self-exclusion started; `until` is its end in Korean time. */
export const RG_EXCLUSION_STARTED = (until: string): string =>
  `${until}까지 베팅, 충전, 이벤트 참여가 제한되며 모든 접속이 종료되었습니다. 보유금액 출금은 로그인 후 계속 이용할 수 있습니다.`; // kbet's own
/** The reality-check reminder: minutes since the session began and the net result of play, formatted with a sign. */
export const RG_REALITY_CHECK = (minutes: number, net: string): string =>
  `접속한 지 ${minutes >= 60 ? `${Math.floor(minutes / 60)}시간${minutes % 60 ? ` ${minutes % 60}분` : ''}` : `${minutes}분`}이 지났습니다. 이번 접속의 베팅 손익(당첨금 − 베팅금)은 ${net}원입니다.`; // kbet's own
