import * as z from 'zod/mini';
import { Health } from '../schemas/health';
import { Code, type CodeType } from '../schemas/settings';
import { attendance } from './attendance';
import { auth } from './auth';
import { board } from './board';
import { card } from './card';
import { type CallOptions, createSend, type KbetClientOptions, type Send } from './createSend';
import { games } from './games';
import { member } from './member';
import { minigame } from './minigame';
import { money } from './money';
import { partner, recommender } from './partner';
import { rg } from './rg';
import { signup } from './signup';
import { sports } from './sports';

/**
 * A typed client for every member call of spec §7 plus kbet's own (auth, responsible gambling, ledger,
 * attendance), grouped by domain. The staff back office is createKbetAdminClient in `@kbet/sdk/admin`.
 * Answers are checked against the schemas; failures throw the errors/ classes.
 * @example
 * const client = createKbetClient({ baseURL: '/api', token: () => session.token });
 * const user = await client.member.get(7);
 */
export function createKbetClient(options: KbetClientOptions) {
  return memberCalls(createSend(options));
}

/** The member calls over one `send`; createKbetAdminClient adds the back office on the same one. */
export function memberCalls(send: Send) {
  return {
    auth: auth(send),
    member: member(send),
    signup: signup(send),
    sports: sports(send),
    games: games(send),
    minigame: minigame(send),
    board: board(send),
    card: card(send),
    money: money(send),
    rg: rg(send),
    attendance: attendance(send),
    partner: partner(send),
    recommender: recommender(send),
    /** GET /code?type=...: a code list (banks, birth dates, carriers, bet statuses...). */
    codes: (type: CodeType, callOptions?: CallOptions) =>
      send('GET', '/code', z.array(Code), { query: { type }, options: callOptions }),
    /** GET /health. */
    health: (callOptions?: CallOptions) => send('GET', '/health', Health, { options: callOptions }),
  };
}

export type KbetClient = ReturnType<typeof createKbetClient>;
