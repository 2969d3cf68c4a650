import { attendance } from './attendance';
import { auth } from './auth';
import { board } from './board';
import { card } from './card';
import type { Send } from './createSend';
import { games } from './games';
import { member } from './member';
import { minigame } from './minigame';
import { money } from './money';
import { partner, recommender } from './partner';
import { rg } from './rg';
import { signup } from './signup';
import { site } from './site';
import { sports } from './sports';

/**
 * The member calls over one `send`, built at once: createKbetAdminClient adds the back office on the same one,
 * and stubKbetClient lays a test's stand-ins over them.
 */
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
    ...site(send),
  };
}
