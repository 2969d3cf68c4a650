// Sign-up, its approval, and the id and nickname checks (spec §5). Part of the Korean catalogue, ../ko.ts.

// §5 sign-up
export const SIGNUP_USER_ID = '공백을 제외한 영문/숫자 6~12자 입력해주세요.';
export const SIGNUP_PASSWORD = '공백을 제외한 영문/숫자/특수문자(!@#$%^*+=-) 6~12자 입력해주세요.'; // paraphrase
export const SIGNUP_NICKNAME = '8자이내로 입력해주세요.';
export const SIGNUP_NO_SPACES = '공백 없이 입력해주세요.'; // paraphrase
export const SIGNUP_PHONE_FORMAT = '형식에 맞지 않는 번호입니다.';
export const SIGNUP_HOLDER = '예금주는 80자 이내로 입력해주세요.'; // paraphrase
export const SIGNUP_HOLDER_HANGUL = '예금주는 한글로 입력해주세요.'; // guide-text reading (§5)
export const SIGNUP_USER_ID_GUIDE = '아이디는 영문 소문자, 숫자, _ 조합 3자 이상 입력해주세요.'; // guide-text reading (§5)
export const SIGNUP_NICKNAME_GUIDE = '닉네임은 4자 이상 입력해주세요.'; // guide-text reading (§5)
export const SIGNUP_ACCOUNT_PASSWORD = '공백을 제외한 숫자 4자로 입력해주세요.';
export const SIGNUP_ANTIBOT = '자동방지코드가 일치하지 않습니다.';
export const SIGNUP_PHONE_UNVERIFIED = '휴대폰 번호 인증을 해주셔야 합니다.';
export const SIGNUP_REFERRER_INVALID = '유효한 추천인코드가 아닙니다.';
export const SIGNUP_CODE_REQUIRED = '가입코드를 입력해주세요.'; // paraphrase
export const SIGNUP_CODE_UNKNOWN = '유효하지 않은 가입코드입니다.';
export const SIGNUP_FORM_INVALID = '회원등록에 실패했습니다. 메세지를 확인해주세요.';
export const SIGNUP_PHONE_AUTH_INVALID = '핸드폰번호를 확인해주세요.';
export const SIGNUP_UNDER_AGE = '만 19세 미만은 가입할 수 없습니다.'; // kbet's own (compliance.md §3)
export const SIGNUP_BIRTH_INVALID = '생년월일을 확인해주세요.'; // kbet's own
export const SIGNUP_CLOSED = '회원가입이 마감되었습니다.'; // paraphrase
export const SIGNUP_COMPLETED = '회원가입이 완료되었습니다. 관리자 승인 후 로그인 가능합니다.'; // kbet's own (§4 approval-pending)
export const SIGNUP_APPROVAL_SUPPORT = '승인 관련 문의는 24시간 운영되는 채팅 상담으로 연락해주세요.'; // paraphrase (§2 confirmation popup)
export const SIGNUP_CARRIER_REQUIRED = '통신사를 선택해주세요.'; // kbet's own
export const SMS_SENT = '인증번호를 전송하였습니다. 핸드폰을 확인해주세요.';
export const SMS_AUTH_SUCCESS = '인증성공';
export const SMS_AUTH_FAILED = '인증번호가 일치하지 않습니다.'; // kbet's own
export const SMS_TOO_MANY = '인증번호 요청 횟수를 초과했습니다. 24시간 후 다시 시도해주세요.'; // kbet's own (§9)
export const SMS_AUTH_EXPIRED = '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.'; // kbet's own (§9 10 minutes)
// sign-up approval: login refusals and staff decisions (kbet's own, spec §4 'approval-pending')
export const MEMBER_PENDING = '관리자 승인 대기중입니다.'; // kbet's own
export const MEMBER_REJECTED = '가입이 승인되지 않은 회원입니다. 고객센터에 문의해주세요.'; // kbet's own
export const MEMBER_BANNED = '이용이 정지된 회원입니다. 고객센터에 문의해주세요.'; // kbet's own
export const MEMBER_STATUS_CONFLICT = '이미 처리된 회원입니다.'; // kbet's own

// §5 id and nickname checks
export const ID_BANNED = '금지된 아이디입니다.';
export const NICKNAME_BANNED = '금지된 닉네임입니다.';
export const NICKNAME_REQUIRED = '닉네임을 입력해주세요.';
export const NICKNAME_TOO_LONG = '8자 이내로 입력해주세요.';
export const inUse = (x: string): string => `${x}는 이미 사용중입니다.`;
export const available = (x: string): string => `${x}는 사용가능합니다.`;
