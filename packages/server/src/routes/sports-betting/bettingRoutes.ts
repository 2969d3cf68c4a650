import {
  ApiErrorBody,
  BetPlaced,
  BetRequest,
  BONUS_FIXTURE_ID,
  bettingLimits,
  MessageText,
  OddsChangedBody,
  UserDeleteRequest,
} from '@kbet/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { betSettings } from '../../domain/betting/betSettings';
import { cancelSlip } from '../../domain/betting/cancelSlip';
import { type CheckBetResult, checkBet } from '../../domain/betting/checkBet';
import { createBetPlacer } from '../../domain/betting/createBetPlacer';
import { createFixtureBulkhead } from '../../domain/betting/createFixtureBulkhead';
import { createOffersReader } from '../../domain/betting/createOffersReader';
import { hideSlips } from '../../domain/betting/hideSlips';
import { liveBetDelayMs } from '../../domain/betting/liveBetDelayMs';
import { isOddsChangedFailure, OddsChangedFailure } from '../../domain/betting/oddsChangedFailure';
import { exclusionRefusal } from '../../domain/rg/exclusionRefusal';
import { currentMember } from '../../plugins/auth';
import { idempotencyClaim, replayStored, sendOutcome, withIdempotency } from '../../plugins/idempotency';
import { createBetsRepository } from '../../repositories/betsRepository';
import { announceOnArrival } from './announceOnArrival';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const BET_PATH = '/sports-prematch/betting';
const SlipParams = z.object({ id: z.int().check(z.positive()) });

/**
 * Answers a bet refused before its placement: a retry of a bet placed earlier still gets its stored answer, and
 * moved odds answer 409 with the bare list, which the SDK recognises as an odds change (spec §8), in the wire's
 * form.
 */
async function answerRefusal(request: FastifyRequest, reply: FastifyReply, refused: unknown) {
  try {
    return await withIdempotency<BetPlaced>(request, reply, async () => {
      throw refused;
    });
  } catch (error) {
    if (!isOddsChangedFailure(error)) throw error;
    return reply.code(409).send(z.encode(OddsChangedBody, error.changes));
  }
}

/** Placing, cancelling and hiding bets: a live session, and any member id sent must be the session's. */
const bettingRoutes: AppPlugin = async (app) => {
  const placer = createBetPlacer(app.sql);
  // A bet is on its way from its request's arrival, before the session, the body's parsing and its checks: on the
  // one event loop those come spread over its CPU time, and a batch counting only the bets past them went with
  // about 5 of 8 clients' bets (docs/benchmarks.md, twelfth pass, branch bat12). Its wallet is named in the handler.
  const arrival = announceOnArrival(app, {
    method: 'POST',
    url: BET_PATH,
    announce: () => placer.announce(),
  });
  app.addHook('onRequest', app.authenticateHook);
  app.addHook('preHandler', app.selfGuard);
  const bulkhead = createFixtureBulkhead({ now: () => app.clock.now().getTime() });
  // One per app, not per bet: the repository is a bag of closures over the pool (about 1.2 KB a bet).
  const bets = createBetsRepository(app.sql);
  const reader = createOffersReader(app.sql);

  app.post(
    BET_PATH,
    {
      schema: {
        tags: ['sports'],
        summary:
          'Place a bet (Idempotency-Key). Moved odds answer 409 with the changed bettings (new betPrice and version, oldBetPrice); in-play bets wait the sport’s liveBettingTime first and are checked after the wait',
        body: BetRequest,
        response: { 200: BetPlaced, 409: z.union([OddsChangedBody, ApiErrorBody]) },
        security,
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const claim = idempotencyClaim(request);
      // Its wallet's bet on its way from here: a batch of a hot wallet about to go waits (briefly) for it.
      return placer.announcing(
        member.id,
        async (announced) => {
          const { betting, site, rules } = await betSettings(app.settingsCache);
          const oddsIds = request.body.bettings.map((leg) => leg.oddsId);
          const fixtureIds: string[] = [];
          for (const leg of request.body.bettings)
            if (leg.fixtureId !== BONUS_FIXTURE_ID) fixtureIds.push(String(leg.fixtureId));
          // The checks that need no lock run before the transaction, so it is one statement (placeBet); the
          // exclusion and the offers are one read, shared with the bets read in the same turn.
          const { exclusion, offers } = await bulkhead.run(fixtureIds, () =>
            reader.read({ oddsIds, memberId: member.id, now: app.clock.now() }),
          );
          const delay = liveBetDelayMs({
            offers,
            liveBettingTime: site.liveBettingTime,
            now: app.clock.now(),
          });
          // A prematch bet waits on no timer: even a 0 ms one costs a timer turn (about 1 ms) on every bet. No batch
          // waits out an in-play bet's delay: it is on its way again once the delay is over.
          if (delay > 0) await announced.aside(() => app.clock.sleep(delay));
          const now = app.clock.now();
          let checked: CheckBetResult;
          try {
            if (exclusion) throw exclusionRefusal(exclusion);
            checked = checkBet({
              request: request.body,
              offers: delay === 0 ? offers : await bets.findOffers(oddsIds),
              limits: bettingLimits(betting, member.role, request.body.gameStyle),
              now,
              combinations: rules.combinations,
            });
            if (checked.kind === 'changed') throw new OddsChangedFailure(checked.changes);
          } catch (refused) {
            // No batch waits for a refused bet while its stored answer is looked up.
            announced.withdraw();
            return answerRefusal(request, reply, refused);
          }
          const placement = {
            member,
            key: claim.key,
            requestHash: claim.hash,
            request: request.body,
            checked,
            ipAddress: request.ip,
            now,
          };
          // Bets in flight together, of one wallet or several, are one statement in one transaction; a lone bet
          // is one statement.
          const outcome = await announced.place(placement);
          if (outcome.kind === 'refused') throw outcome.error;
          if (outcome.kind === 'stored') return sendOutcome(reply, replayStored<BetPlaced>(claim, outcome));
          return outcome.placed;
        },
        arrival(request),
      );
    },
  );

  app.post(
    '/sports-prematch/user/cancelAll/:id',
    {
      schema: {
        tags: ['sports'],
        summary:
          'Cancel a waiting slip within 10 minutes of placing and until 10 minutes before its first game; the stake is refunded (Idempotency-Key)',
        params: SlipParams,
        response: { 200: MessageText },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => ({
        body: await cancelSlip(tx, {
          memberId: currentMember(request).id,
          slipId: request.params.id,
          now: app.clock.now(),
        }),
      })),
  );

  app.post(
    '/sports-prematch/user-delete',
    {
      schema: {
        tags: ['sports'],
        summary: 'Hide settled or cancelled slips from the history (slip ids or slip headers)',
        body: UserDeleteRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) =>
      app.sql.begin((tx) =>
        hideSlips(tx, { memberId: currentMember(request).id, slipIds: request.body, now: app.clock.now() }),
      ),
  );
};

export default bettingRoutes;
