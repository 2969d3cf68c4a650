// The stake's and a placed bet's texts (spec §5: the bet amount and the checks before a bet is sent, the
// confirmations, the success toast): read when a bet is placed, by the place checks and the slips' dialogs. Apart
// from bet.ts, whose texts the slip stores use at every pick from every page's entry: a bundler keeps a file whole
// in one chunk. Part of the Korean catalogue, ../ko.ts.

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
export const BET_ODDS_CHANGED_CONFIRM = '배당이 변경되었습니다. 변경된 배당으로 베팅하시겠습니까?'; // paraphrase
export const BET_PLACED = '베팅이 완료되었습니다.'; // kbet's own (success toast)
