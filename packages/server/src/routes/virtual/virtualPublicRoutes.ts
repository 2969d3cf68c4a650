import {
  findVirtualLeague,
  Id,
  int,
  OddsRow,
  VIRTUAL_LEAGUES,
  VIRTUAL_SCHEDULE,
  VirtualFixture,
  VirtualResultsQuery,
  VirtualRound,
  VirtualSoccer,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { toVirtualFixture, toVirtualOdds, toVirtualRound } from '../../domain/virtuals/toVirtualWire';
import { virtualErrors } from '../../domain/virtuals/virtualErrors';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';

const GameQuery = z.object({
  sportsType: z.string().check(z.minLength(1), z.maxLength(16)),
  /** The route slug ('premierships') or the league id ('soccer/premierships'). */
  league: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.optional(int(1, 5)),
});
const OddsQuery = z.object({ fixtureId: Id });
/** Rounds a league page lists: the running one and the recent results under it. */
const RECENT_ROUNDS = 6;
const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** Reads anyone may make: a league's events, an event's odds, the stream list and the results by day. */
const virtualPublicRoutes: AppPlugin = async (app) => {
  const repo = createVirtualRepository(app.sql);
  const requireLeague = (sportsType: string, league: string) => {
    const found = findVirtualLeague(league.includes('/') ? league : `${sportsType}/${league}`);
    if (!found) throw virtualErrors.unknownLeague();
    return found;
  };
  const withEvents = async (rounds: VirtualRoundRow[]) => {
    const events = await repo.eventsOf(rounds.map((r) => r.id));
    return rounds.map((round) => ({ round, events: events.filter((e) => e.roundId === round.id) }));
  };

  app.get(
    '/virtureGame',
    {
      schema: {
        tags: ['virtual'],
        summary:
          'A league’s events, the running round first then recent results (status=1: only events taking bets)',
        querystring: GameQuery,
        response: { 200: z.array(VirtualFixture) },
      },
    },
    async (request) => {
      const { sportsType, league, status } = request.query;
      const found = requireLeague(sportsType, league);
      const rounds = await withEvents(await repo.recent(found.id, { limit: RECENT_ROUNDS }));
      const fixtures = rounds.flatMap(({ round, events }) => events.map((e) => toVirtualFixture(round, e)));
      return status === undefined ? fixtures : fixtures.filter((f) => f.status === status);
    },
  );

  app.get(
    '/virtureGame/odds',
    {
      schema: {
        tags: ['virtual'],
        summary:
          'Every priced market of an event: the model’s probability at the league’s RTP, floored to 0.01',
        querystring: OddsQuery,
        response: { 200: z.array(OddsRow) },
      },
    },
    async (request) => {
      const found = await repo.eventRound(request.query.fixtureId);
      if (!found) throw virtualErrors.eventNotFound();
      return toVirtualOdds(found.round, found.event);
    },
  );

  app.get(
    '/vet3/Soccer',
    {
      schema: {
        tags: ['virtual'],
        summary:
          'The soccer streams (kbet’s own 2D replay pages; an operator may plug a video provider in) and their current matches',
        response: { 200: VirtualSoccer },
      },
    },
    async () => {
      const soccer = VIRTUAL_LEAGUES.filter((l) => l.sport === 'soccer');
      const rounds = await withEvents(
        (await Promise.all(soccer.map((l) => repo.recent(l.id, { limit: 1 })))).flat(),
      );
      const slug = (id: string) => id.slice(id.indexOf('/') + 1);
      const streams = Object.fromEntries(soccer.map((l) => [slug(l.id), `/bet365/${l.id}`]));
      return {
        streams: {
          premierships: streams.premierships ?? '',
          eurocups: streams.eurocups ?? '',
          superleague: streams.superleague ?? '',
          worldcup: streams.worldcup ?? '',
        },
        games: rounds.flatMap(({ round, events }) => events.map((e) => toVirtualFixture(round, e))),
      };
    },
  );

  app.get(
    '/virtureGame/results',
    {
      schema: {
        tags: ['virtual'],
        summary:
          'A league’s finished rounds of one KST day (today by default; three weeks are kept), each with its seed for verifyVirtualRound',
        querystring: VirtualResultsQuery,
        response: { 200: z.array(VirtualRound) },
      },
    },
    async (request) => {
      const league = requireLeague('', request.query.league);
      const now = app.clock.now().getTime();
      const today = new Date(now + KST_OFFSET_MS).toISOString().slice(0, 10);
      const since = new Date(Date.parse(`${request.query.day ?? today}T00:00:00+09:00`));
      const oldest = now - VIRTUAL_SCHEDULE.keepDays * DAY_MS;
      if (since.getTime() + DAY_MS <= oldest) return [];
      const rounds = await repo.recent(league.id, {
        limit: Math.ceil(DAY_MS / (league.cycleSeconds * 1000)),
        since: new Date(Math.max(since.getTime(), oldest)),
        until: new Date(since.getTime() + DAY_MS),
        statuses: ['settled', 'void'],
      });
      return (await withEvents(rounds)).map(({ round, events }) => toVirtualRound(round, events));
    },
  );
};

export default virtualPublicRoutes;
