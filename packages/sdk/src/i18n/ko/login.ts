// Login, finding a password and the password rules (spec §5). Part of the Korean catalogue, ../ko.ts.

// §5 login, find password, password rules
/** The one login place that oddly asks for the bet amount (§5); kept for wire fidelity. */
export const LOGIN_ODD_REQUIRED = '베팅금액을 입력해주세요.'; // paraphrase
export const PHONE_LAST4 = '휴대폰번호 뒤 4자리를 입력해주세요.'; // paraphrase
export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다.'; // paraphrase
export const PASSWORD_REQUIRED = '비밀번호를 입력해주세요.'; // paraphrase
export const PASSWORD_MIN8 = '비밀번호는 8자 이상 입력해주세요.'; // paraphrase
// the authenticator code of a partner or staff login (compliance §10)
export const LOGIN_OTP_INVALID = 'OTP 인증번호가 올바르지 않습니다.'; // kbet's own
export const MYPAGE_PASSWORD_CHECK = '비밀번호를 확인해주세요.';
