// The wording of failed requests that only the pages' own code shows: the spec's per-request texts (§8, read by
// mapHttpFailure) and the server's answers without a spec text. Apart from errors.ts, whose texts the stores and the
// client use from every page's entry: a bundler keeps a file whole in one chunk, so these stay with the pages and
// the failure mapping that read them. Part of the Korean catalogue, ../ko.ts.

export const ERR_FORBIDDEN = '접근 권한이 없습니다.'; // kbet's own (compliance.md §8)
export const LOGIN_OTP_REQUIRED = 'OTP 인증번호를 입력해주세요.'; // kbet's own (compliance §10)
export const ERR_INVALID_INPUT = '입력값을 확인해주세요.'; // kbet's own
export const ERR_TOO_MANY_REQUESTS = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'; // kbet's own
/** How long a rate-limited member waits, as 45초, 3분 20초 or 1시간 5분. */
export const WAIT_DURATION = (seconds: number): string => {
  if (seconds < 60) return `${seconds}초`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)}분${seconds % 60 ? ` ${seconds % 60}초` : ''}`;
  const minutes = Math.ceil((seconds % 3_600) / 60);
  return `${Math.floor(seconds / 3_600)}시간${minutes ? ` ${minutes}분` : ''}`;
}; // kbet's own
/** The wait after a 429, from the server's Retry-After. */
export const ERR_RETRY_AFTER = (seconds: number): string =>
  `${WAIT_DURATION(seconds)} 후에 다시 시도할 수 있습니다.`; // kbet's own
export const ERR_MAINTENANCE = '현재 점검중입니다.'; // paraphrase (hold'em)
export const ERR_SITE_MAINTENANCE = '서버 점검중입니다. 점검이 끝난 후 이용해주세요.'; // paraphrase (§2 maintenance page)
export const ERR_USER_CANNOT_USE = '이용할 수 없는 회원입니다.'; // paraphrase (hold'em)
export const ERR_UNKNOWN_CONTACT = '알 수 없는 오류입니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_THIRD_PARTY_MAINTENANCE = '점검중입니다.';
export const ERR_POPUP_BLOCKED = '팝업이 차단되었습니다. 팝업 차단을 해제해주세요.'; // paraphrase
export const BET_HISTORY_DELETE_FAILED = '베팅내역 삭제처리에 실패했습니다.';
export const ERR_CONTACT_ADMIN_UNEXPECTED = '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.';
export const SIGNUP_FAILED = '회원가입에 실패했습니다.';
export const NON_MEMBER_INQUIRY_FAILED = '문제가 발생했습니다. 잠시 후 다시 시도해주세요.'; // paraphrase
export const FIND_PASSWORD_FAILED = '회원정보를 찾을 수 없습니다. 비회원 문의를 이용해주세요.'; // paraphrase
export const CHANGE_PASSWORD_FAILED = '시스템에 문제가 발생했습니다. 비회원 문의를 이용해주세요.'; // paraphrase
export const DELETE_FAILED = '삭제실패';
