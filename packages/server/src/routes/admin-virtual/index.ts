import { findVirtualLeague, Id32, VIRTUAL_LEAGUES } from '@kbet/sdk';
import {
  AdminVirtualLeague,
  AdminVirtualRound,
  AdminVirtualRoundQuery,
  StaffDecisionRequest,
  VirtualRoundVoidResult,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import type { Db } from '../../db/createSql';
import { toVirtualRound } from '../../domain/virtuals/toVirtualWire';
import { virtualErrors } from '../../domain/virtuals/virtualErrors';
import { voidVirtualRoundByStaff } from '../../domain/virtuals/voidVirtualRoundByStaff';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { createSingleLegBetsRepository } from '../../repositories/createSingleLegBetsRepository';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const RoundParams = z.object({ roundId: Id32 });
const ROUNDS_PAGE = 20;

async function adminRound(db: Db, round: VirtualRoundRow): Promise<z.input<typeof AdminVirtualRound>> {
  const events = await createVirtualRepository(db).events(round.id);
  const totals = await createSingleLegBetsRepository(db).totals(
    'virtual',
    events.map((e) => e.id),
  );
  return { ...toVirtualRound(round, events), ...totals };
}

/**
 * Staff views of the virtual leagues, mounted at /admin-api (staff account only): the leagues with their running
 * round, a league's rounds, one round with its bets, and the void of a round not final yet (idempotent, audited).
 */
const adminVirtualRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const repo = createVirtualRepository(app.sql);

  app.get(
    '/virtual/leagues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every virtual league with its cycle, RTP and running round',
        response: { 200: z.array(AdminVirtualLeague) },
        security,
      },
    },
    async () =>
      Promise.all(
        VIRTUAL_LEAGUES.map(async (league) => {
          const [current] = await repo.recent(league.id, {
            limit: 1,
            statuses: ['open', 'closed', 'playing'],
          });
          return {
            id: league.id,
            sport: league.sport,
            name: league.name.ko,
            cycleSeconds: league.cycleSeconds,
            rtp: league.rtp,
            currentRound: current ? toVirtualRound(current, await repo.events(current.id)) : null,
          };
        }),
      ),
  );

  app.get(
    '/virtual/rounds',
    {
      schema: {
        tags: ['admin'],
        summary: 'A league’s newest rounds (20), each with its events',
        querystring: AdminVirtualRoundQuery,
        response: { 200: z.array(AdminVirtualRound) },
        security,
      },
    },
    async (request) => {
      const league = findVirtualLeague(request.query.league);
      if (!league) throw virtualErrors.unknownLeague();
      const rounds = await repo.recent(league.id, { limit: ROUNDS_PAGE });
      return Promise.all(rounds.map((round) => adminRound(app.sql, round)));
    },
  );

  app.get(
    '/virtual/rounds/:roundId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A round: commitment, seed once final, salt, chain index, events with results, bets and stakes',
        params: RoundParams,
        response: { 200: AdminVirtualRound },
        security,
      },
    },
    async (request) => {
      const round = await repo.find(request.params.roundId);
      if (!round) throw virtualErrors.eventNotFound();
      return adminRound(app.sql, round);
    },
  );

  app.post(
    '/virtual/rounds/:roundId/void',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Void a round not final yet (a fault): every stake goes back; 409 once settled or void; needs Idempotency-Key; audited with the reason',
        params: RoundParams,
        body: StaffDecisionRequest,
        response: { 200: VirtualRoundVoidResult },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const { round, refunded } = await voidVirtualRoundByStaff(tx, {
          roundId: request.params.roundId,
          actorId: currentMember(request).id,
          reason: request.body.reason,
          now: app.clock.now(),
        });
        return { body: { round: await adminRound(tx, round), refunded } };
      }),
  );
};

export default adminVirtualRoutes;
