// The pages' own alerts and toasts. Part of the Korean catalogue, ../ko.ts.

export const ERR_PROBLEM_CONTACT_ADMIN = '문제가 발생했습니다. 관리자에게 문의해주세요.';
export const ERR_CONTACT_SYSADMIN = '시스템관리자에게 문의해주세요.';
export const SENT = '전송완료';
export const INQUIRY_DELETED = '고객센터가 삭제되었습니다.';
export const DELETED = '삭제되었습니다.';
export const ERR_UNEXPECTED_SHORT = '예상치못한 문제가 발생했습니다.';
export const POINT_CONVERTED = '포인트 전환성공';
export const COMP_CONVERTED = '콤프 전환성공';
export const DEPOSIT_REQUESTED = '충전신청을 완료했습니다.';
export const PASSWORD_CHANGED = '패스워드를 수정했습니다. 다시 로그인 해주세요.';
export const LOOKED_UP = '조회되었습니다.';
export const COIN_CHARGE_FAILED = '코인충전에 실패하였습니다.';
export const WITHDRAW_REQUESTED = '출금신청을 완료했습니다.';
export const WITHDRAW_HISTORY_DELETE_CONFIRM = '출금이력을 정말로 삭제하시겠습니까?';
export const WITHDRAW_HISTORY_DELETE_ALL_CONFIRM = '처리완료된 모든 환전이력을 삭제하시겠습니까?';
export const DEPOSIT_HISTORY_DELETE_CONFIRM = '입금내역을 삭제하시겠습니까?'; // kbet's own
export const ERR_UNEXPECTED_BRIEF = '예상치못한 에러발생';
export const STALE_USER = '회원정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.'; // kbet's own (userUpdatedAt)
