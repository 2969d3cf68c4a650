// Errors: the spec's (§8), and the server's answers without a spec text, that the stores, the client and the error
// page use from every page's entry (the pages' own failure texts are requestFailures.ts's). Part of the Korean
// catalogue, ../ko.ts.

// §8 errors
export const ERR_OTHER_DEVICE = '다른 기기에서 로그인하여 로그아웃되었습니다.'; // paraphrase
export const ERR_LOGGED_OUT = '로그아웃 되었습니다.'; // paraphrase
export const ERR_BLOCKED_IP = '차단된 IP입니다.'; // paraphrase
export const ERR_UNEXPECTED = '예기치 않은 문제가 발생했습니다.'; // paraphrase
export const ERR_LOGIN_FAILED = '예기치 않은 문제가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_DEFAULT = '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase (store default)
// server answers without a spec text (kbet's own)
export const ERR_WITHDRAWN = '탈퇴한 회원입니다.'; // paraphrase
export const NEW_MESSAGE = '새로운 쪽지가 도착했습니다.';
/** Pushed when a slip is settled as won (live 'bet' event). */
export const BET_WON_NOTICE = (slipId: number, payout: string): string =>
  `베팅 No.${slipId} 당첨! 당첨금 ${payout}원이 지급되었습니다.`; // kbet's own
/** Pushed when staff answer a 1:1 inquiry (live 'inquiryAnswer' event). */
export const INQUIRY_ANSWERED_NOTICE = (title: string): string =>
  `1:1 문의 "${title}"에 답변이 등록되었습니다.`; // kbet's own
// §8 the failure of a request where the spec words it by request (mapHttpFailure)
export const ROULETTE_FAILED = '문제가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase
// §2 error page
export const PAGE_NOT_FOUND = '요청하신 페이지를 찾을 수 없습니다.'; // paraphrase
export const ERROR_OCCURRED = '오류가 발생했습니다.'; // paraphrase
