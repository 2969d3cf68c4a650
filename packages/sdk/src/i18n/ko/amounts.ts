// An amount typed by a member, in any form: the bet slip's, a deposit's, a withdrawal's (spec §5). Part of the
// Korean catalogue, ../ko.ts.

export const AMOUNT_NUMERIC = '숫자로 입력해 주세요.';
export const AMOUNT_NO_DECIMALS = '원단위는 입력 불가능합니다.';
export const AMOUNT_NEGATIVE = '0 이상의 금액을 입력해주세요.'; // kbet's own (§5 ">= 0")
export const AMOUNT_TOO_LARGE = '입력 가능한 금액을 초과했습니다.'; // kbet's own (beyond exact integers)
