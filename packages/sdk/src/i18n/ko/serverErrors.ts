// Errors the server answers with in its own words and the site shows as they come: no module of the member site
// writes them itself, so they are a file of their own, apart from ./errors.ts (the ones the SDK and the first page
// do write): a bundler places a file in one chunk, and this one stays out of a site's entry (setLocale's namespace
// and the server read it). Part of the Korean catalogue, ../ko.ts.

export const ERR_SERVICE_UNAVAILABLE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.'; // kbet's own (the database is restarting)
export const LOGIN_INVALID = '아이디 또는 비밀번호가 일치하지 않습니다.'; // kbet's own
export const OTP_ALREADY_ENROLLED = '이미 OTP가 등록되어 있습니다.'; // kbet's own
export const OTP_ENROLMENT_REQUIRED = 'OTP를 등록한 후 이용할 수 있습니다.'; // kbet's own
export const ERR_NOT_FOUND = '요청하신 정보를 찾을 수 없습니다.'; // kbet's own
export const ERR_INPUT_TOO_DEEP = '요청 데이터의 구조가 너무 깊습니다.'; // kbet's own (nesting bound)
export const ERR_INPUT_TOO_LARGE = '요청 데이터가 너무 큽니다.'; // kbet's own (body size bound)
export const ERR_INSUFFICIENT_FUNDS = '보유금액이 부족합니다.'; // kbet's own
export const IDEMPOTENCY_KEY_REQUIRED = '요청 식별키가 없습니다. 새로고침 후 다시 시도해주세요.'; // kbet's own
export const IDEMPOTENCY_KEY_REUSED = '이미 처리된 요청과 내용이 다릅니다. 새로고침 후 다시 시도해주세요.'; // kbet's own
export const BET_SAME_FIXTURE = '같은 경기에서 함께 베팅할 수 없는 항목이 포함되어 있습니다.'; // kbet's own (§4 same-fixture rules)
export const BET_RATIO_MISMATCH = '배당률이 일치하지 않습니다. 새로고침 후 다시 시도해주세요.'; // kbet's own (§7 totalRatio)
