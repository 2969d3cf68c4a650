// Errors: the spec's (§8), and the server's answers without a spec text. Part of the Korean catalogue, ../ko.ts.

// §8 errors
export const ERR_OTHER_DEVICE = '다른 기기에서 로그인하여 로그아웃되었습니다.'; // paraphrase
export const ERR_LOGGED_OUT = '로그아웃 되었습니다.'; // paraphrase
export const ERR_BLOCKED_IP = '차단된 IP입니다.'; // paraphrase
export const ERR_UNEXPECTED = '예기치 않은 문제가 발생했습니다.'; // paraphrase
export const ERR_LOGIN_FAILED = '예기치 않은 문제가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_DEFAULT = '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase (store default)
export const ERR_FORBIDDEN = '접근 권한이 없습니다.'; // kbet's own (compliance.md §8)
// server answers without a spec text (kbet's own)
export const LOGIN_OTP_REQUIRED = 'OTP 인증번호를 입력해주세요.'; // kbet's own (compliance §10)
export const LOGIN_OTP_INVALID = 'OTP 인증번호가 올바르지 않습니다.'; // kbet's own
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
export const ERR_WITHDRAWN = '탈퇴한 회원입니다.'; // paraphrase
export const ERR_MAINTENANCE = '현재 점검중입니다.'; // paraphrase (hold'em)
export const ERR_SITE_MAINTENANCE = '서버 점검중입니다. 점검이 끝난 후 이용해주세요.'; // paraphrase (§2 maintenance page)
export const ERR_USER_CANNOT_USE = '이용할 수 없는 회원입니다.'; // paraphrase (hold'em)
export const ERR_UNKNOWN_CONTACT = '알 수 없는 오류입니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_THIRD_PARTY_MAINTENANCE = '점검중입니다.';
export const ERR_POPUP_BLOCKED = '팝업이 차단되었습니다. 팝업 차단을 해제해주세요.'; // paraphrase
export const BET_HISTORY_DELETE_FAILED = '베팅내역 삭제처리에 실패했습니다.';
export const ERR_CONTACT_ADMIN_UNEXPECTED = '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.';
export const NEW_MESSAGE = '새로운 쪽지가 도착했습니다.';
/** Pushed when a slip is settled as won (live 'bet' event). */
export const BET_WON_NOTICE = (slipId: number, payout: string): string =>
  `베팅 No.${slipId} 당첨! 당첨금 ${payout}원이 지급되었습니다.`; // kbet's own
/** Pushed when staff answer a 1:1 inquiry (live 'inquiryAnswer' event). */
export const INQUIRY_ANSWERED_NOTICE = (title: string): string =>
  `1:1 문의 "${title}"에 답변이 등록되었습니다.`; // kbet's own
// §8 the failure of a request where the spec words it by request (mapHttpFailure)
export const SIGNUP_FAILED = '회원가입에 실패했습니다.';
export const NON_MEMBER_INQUIRY_FAILED = '문제가 발생했습니다. 잠시 후 다시 시도해주세요.'; // paraphrase
export const FIND_PASSWORD_FAILED = '회원정보를 찾을 수 없습니다. 비회원 문의를 이용해주세요.'; // paraphrase
export const CHANGE_PASSWORD_FAILED = '시스템에 문제가 발생했습니다. 비회원 문의를 이용해주세요.'; // paraphrase
export const ROULETTE_FAILED = '문제가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase
export const DELETE_FAILED = '삭제실패';
// §2 error page
export const PAGE_NOT_FOUND = '요청하신 페이지를 찾을 수 없습니다.'; // paraphrase
export const ERROR_OCCURRED = '오류가 발생했습니다.'; // paraphrase
