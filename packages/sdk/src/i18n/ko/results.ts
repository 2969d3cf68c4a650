// Fixture results: the results pages' range and staff's result entry (kbet's own). Part of the Korean catalogue,
// ../ko.ts.

export const FIXTURE_ALREADY_RESULTED = '이미 결과가 처리된 경기입니다. 재정산을 이용해주세요.'; // kbet's own (staff result)
export const FIXTURE_NOT_RESULTED = '결과가 처리되지 않은 경기입니다.'; // kbet's own (staff re-settlement)
export const FIXTURE_RESULT_UNCONFIRMED = '시작 전이거나 진행 중인 경기입니다. 확인 후 강제 입력해주세요.'; // kbet's own (staff result before the start or in play)
export const RESULTS_DATE_RANGE = '경기결과는 오늘부터 최근 3개월까지 조회할 수 있습니다.'; // kbet's own (/game_result/sports)
