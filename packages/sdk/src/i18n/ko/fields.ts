// The message every form shares (spec §5), a file apart from the login's (./login.ts): a site's entry validates
// the login form and reads amounts with it, and the other login and password texts load with their forms. Part of
// the Korean catalogue, ../ko.ts.

export const FIELD_REQUIRED = '위 항목을 입력해주세요.';
