// The guards of the member features: login, and the roulette's login and spin (spec §6). Part of the Korean
// catalogue, ../ko.ts.

// §6 guards
export const LOGIN_REQUIRED = '로그인 후 이용 가능합니다.'; // paraphrase
export const ROULETTE_LOGIN_REQUIRED = '로그인 후 이용해주세요.'; // paraphrase
export const ROULETTE_SPINNING = '룰렛이 회전중입니다.'; // paraphrase
