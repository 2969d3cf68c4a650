// The guards of the member features: login (spec §6); the roulette's are ./roulette.ts's. Part of the Korean
// catalogue, ../ko.ts.

// §6 guards
export const LOGIN_REQUIRED = '로그인 후 이용 가능합니다.'; // paraphrase
