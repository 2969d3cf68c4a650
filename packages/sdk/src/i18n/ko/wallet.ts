// Conversions, deposits and withdrawals (spec §5, §9). Part of the Korean catalogue, ../ko.ts.

// §5 conversions
export const POINT_CONVERT_MIN = '5,000포인트 이상 전환가능합니다.';
export const COMP_CONVERT_MIN = '100콤프 이상 전환가능합니다.';

// §5 deposit, bank, coin
export const DEPOSIT_BONUS_REQUIRED = '보너스를 선택해 주세요.';
export const DEPOSIT_BONUS_UNAVAILABLE =
  '현재 제공하지 않는 상품의 보너스입니다. 다른 보너스를 선택해 주세요.'; // kbet's own (issue 16: bonuses of offered products only)
export const DEPOSIT_MIN = '10,000원 이상 충전신청 가능합니다.';
export const DEPOSIT_UNIT = '1,000원 단위로 충전신청 가능합니다.';
export const DEPOSIT_MAX = '1회 최대 100,000,000원까지 충전신청 가능합니다.'; // kbet's own cap (§9)
export const DEPOSIT_PASSWORD_MISMATCH = '비밀번호가 일치하지 않았습니다. 다시 시도해 보세요.';
export const BANK_INVALID = '유효한 은행을 입력해주세요.';
export const ACCOUNT_NUMBER_TOO_LONG = '계좌번호는 14자 이내로 입력해주세요.'; // paraphrase
export const COIN_MIN = '1코인 이상 충전신청 가능합니다.';
export const COIN_OVER_HELD = '보유코인보다 많은 코인을 입금 할 수 없습니다.';

// §5 withdrawal
export const WITHDRAW_PASSWORD_MISMATCH = '입출금 비밀번호가 다릅니다.';
export const WITHDRAW_MIN = '10,000원 이상 출금신청 가능합니다.';
export const WITHDRAW_UNIT = '10,000원 단위로 출금신청 가능합니다.';
export const WITHDRAW_OVER_CASH = '보유캐시보다 많은 금액을 입력했습니다.';
// §9 displayed withdrawal rules, enforced by kbet's server
export const WITHDRAW_OVER_PER_REQUEST = '1회 출금 한도를 초과했습니다.'; // paraphrase
export const WITHDRAW_OVER_DAILY = '1일 출금 한도(2억원)를 초과했습니다.'; // paraphrase
export const WITHDRAW_INTERVAL = '출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.'; // paraphrase
export const WITHDRAW_AFTER_DEPOSIT = '충전신청 후 30분이 지나야 출금신청 가능합니다.'; // paraphrase
export const WITHDRAW_CLOSED_HOURS = '23:30 ~ 00:30에는 출금신청이 불가능합니다.'; // paraphrase
export const WITHDRAW_OWN_NAME = '본인 명의 계좌로만 출금 가능합니다.'; // paraphrase
// deposit / withdrawal processing, enforced by kbet's server
export const WITHDRAW_ROLLING_UNMET = '보너스 롤링 조건을 충족한 후 출금신청 가능합니다.'; // kbet's own (§9 bonus rolling)
export const CHARGE_HIDE_UNFINISHED = '처리완료된 출금내역만 삭제할 수 있습니다.'; // kbet's own (§4 only finished withdrawals)
export const CHARGE_ALREADY_PROCESSED = '이미 처리된 신청입니다.'; // kbet's own (staff approve/reject once)
