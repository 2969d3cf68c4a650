// The bet slip's checks and the bet amount (spec §5). Part of the Korean catalogue, ../ko.ts.

// §5 bet amount and bet checks
export const BET_AMOUNT_REQUIRED = '베팅금액을 입력해주세요.'; // paraphrase
export const BET_AMOUNT_NEGATIVE = '베팅금액은 0원 이상이어야 합니다.'; // paraphrase
export const BET_AMOUNT_DIGITS = '베팅금액은 숫자로 입력해주세요.'; // paraphrase
export const BET_LOGIN_REQUIRED = '로그인 후 이용 가능합니다.'; // paraphrase
export const BET_SELECT_REQUIRED = '베팅을 선택해주세요.'; // paraphrase
export const BET_MIN = '최소 베팅금액은 5000원입니다.'; // paraphrase
export const BET_NO_DECIMALS = '원단위는 입력 불가능합니다.';
export const BET_OVER_MAX = '최대 베팅금액을 초과하여 베팅할 수 없습니다.'; // paraphrase
export const BET_OVER_MAX_WIN = '최대 당첨금액을 초과하여 베팅할 수 없습니다.'; // paraphrase
export const BET_OVER_MAX_ODDS = '최대 배당 100배를 초과하여 베팅할 수 없습니다.'; // paraphrase
export const BET_CONFIRM = '베팅하시겠습니까?'; // paraphrase
export const BET_IN_PROGRESS = '베팅이 진행중입니다.'; // paraphrase
export const BET_ODDS_CHANGED_CONFIRM = '배당이 변경되었습니다. 변경된 배당으로 베팅하시겠습니까?'; // paraphrase
export const BET_BONUS_COMBINE = '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.'; // paraphrase
export const BET_SUSPENDED = '베팅이 중지된 경기가 포함되어 있습니다.'; // kbet's own
export const BET_CORRELATED =
  '같은 경기의 연관된 항목(승무패와 핸디캡, 핸디캡과 언더오버 등)은 함께 조합할 수 없습니다.'; // kbet's own (operator combination matrix)
export const BET_EVENT_ONLY = '이벤트 폴더는 이벤트 경기끼리만 조합할 수 있습니다.'; // kbet's own (§2, §9 event folders)
export const BET_SLIP_INVALID = '베팅 정보가 올바르지 않습니다. 베팅카트를 확인해주세요.'; // kbet's own (gameDetailType)
export const BET_PLACED = '베팅이 완료되었습니다.'; // kbet's own (success toast)
