// The roulette's login and spin guards (spec §6), a file apart from ./guards.ts: they load with the spin's steps
// (stores/spinRoulette.ts) at the first spin, and the entry keeps the page guards. Part of the Korean catalogue,
// ../ko.ts.

export const ROULETTE_LOGIN_REQUIRED = '로그인 후 이용해주세요.'; // paraphrase
export const ROULETTE_SPINNING = '룰렛이 회전중입니다.'; // paraphrase
