import { createSend, type KbetClientOptions, type Send } from './createSend';
import { lazyArea } from './lazyArea';
import type { memberCalls } from './memberCalls';

/**
 * A typed client for every member call of spec §7 plus kbet's own (auth, responsible gambling, ledger,
 * attendance), grouped by domain. The staff back office is createKbetAdminClient in `@kbet/sdk/admin`.
 * Answers are checked against the schemas; failures throw the errors/ classes. Each area (its calls and
 * schemas) loads on its first call, so a page pays only for the areas it calls.
 * @example
 * const client = createKbetClient({ baseURL: 'http://localhost:3000', token: () => session.token });
 * const user = await client.member.get(7);
 */
export function createKbetClient(options: KbetClientOptions): KbetClient {
  // Each call takes a send pinned to the token of the moment it is made, since it runs after its area loads.
  const send = (): Send => {
    const token = options.token?.();
    return createSend({ ...options, token: () => token });
  };
  const siteCalls = lazyArea(send, () => import('./site').then((m) => m.site));
  return {
    auth: lazyArea(send, () => import('./auth').then((m) => m.auth)),
    member: lazyArea(send, () => import('./member').then((m) => m.member)),
    signup: lazyArea(send, () => import('./signup').then((m) => m.signup)),
    sports: lazyArea(send, () => import('./sports').then((m) => m.sports)),
    games: lazyArea(send, () => import('./games').then((m) => m.games)),
    minigame: lazyArea(send, () => import('./minigame').then((m) => m.minigame)),
    board: lazyArea(send, () => import('./board').then((m) => m.board)),
    card: lazyArea(send, () => import('./card').then((m) => m.card)),
    money: lazyArea(send, () => import('./money').then((m) => m.money)),
    rg: lazyArea(send, () => import('./rg').then((m) => m.rg)),
    attendance: lazyArea(send, () => import('./attendance').then((m) => m.attendance)),
    partner: lazyArea(send, () => import('./partner').then((m) => m.partner)),
    recommender: lazyArea(send, () => import('./partner').then((m) => m.recommender)),
    codes: (type, callOptions) => siteCalls.codes(type, callOptions),
    health: (callOptions) => siteCalls.health(callOptions),
  };
}

/** The member client: every area's calls (see memberCalls for them built at once). */
export type KbetClient = ReturnType<typeof memberCalls>;
