import {
  DepositLimits,
  DepositLimitsUpdate,
  ExclusionResult,
  RealityCheck,
  RealityCheckStatus,
  SelfExclusionRequest,
  TimeoutRequest,
} from '@kbet/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { type ExclusionKind, setDepositLimits, startExclusion, toDepositLimits } from '../../domain/rg';
import { type Auth, clearSessionCookie, currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Responsible-gambling tools of compliance §4, for the logged-in member only (kbet's own paths):
 * deposit limits, time-out, self-exclusion and reality check. Every change is audited.
 */
const rgRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  // Every route here runs after app.authenticate, so the request carries its session.
  const realityCheckStatus = async (request: FastifyRequest) => {
    const { member, session } = request.auth as Auth;
    return {
      intervalMinutes: await app.repos.rg.realityCheckInterval(member.id),
      sessionStartedAt: session.createdAt.toISOString(),
      netResult: await app.repos.rg.playNetSince(member.id, session.createdAt),
    };
  };

  const exclude = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ExclusionKind,
    length: { days: number } | { months: number },
  ) => {
    const { member, session } = request.auth as Auth;
    const now = app.clock.now();
    const until = await app.sql.begin((tx) =>
      startExclusion(tx, app.repos, { memberId: member.id, sessionId: session.id, kind, length, now }),
    );
    // The session just ended; the cookie goes with it.
    clearSessionCookie(reply, app.config.cookieSecure);
    return { until: until.toISOString() };
  };

  app.get(
    '/rg/limits',
    {
      schema: {
        tags: ['rg'],
        summary: 'Deposit limits per 24 hours, 7 days and month, with any raise waiting out its 24 hours',
        response: { 200: DepositLimits },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      return toDepositLimits(await app.repos.rg.depositLimits(member.id), app.clock.now());
    },
  );

  app.put(
    '/rg/limits',
    {
      schema: {
        tags: ['rg'],
        summary:
          'Change deposit limits: a lower limit applies at once, a higher one or a removal after 24 hours',
        body: DepositLimitsUpdate,
        response: { 200: DepositLimits },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const now = app.clock.now();
      const rows = await app.sql.begin((tx) =>
        setDepositLimits(tx, app.repos.rg, { memberId: member.id, update: request.body, now }),
      );
      return toDepositLimits(rows, now);
    },
  );

  app.post(
    '/rg/timeout',
    {
      schema: {
        tags: ['rg'],
        summary: 'Take a time-out of 1 to 42 days: immediate, ends every session, cannot be cancelled',
        body: TimeoutRequest,
        response: { 200: ExclusionResult },
        security,
      },
    },
    (request, reply) => exclude(request, reply, 'timeout', { days: request.body.days }),
  );

  app.post(
    '/rg/self-exclusion',
    {
      schema: {
        tags: ['rg'],
        summary: 'Self-exclude for at least 6 months: immediate, ends every session, cannot be cancelled',
        body: SelfExclusionRequest,
        response: { 200: ExclusionResult },
        security,
      },
    },
    (request, reply) => exclude(request, reply, 'self_exclusion', { months: request.body.months }),
  );

  app.get(
    '/rg/reality-check',
    {
      schema: {
        tags: ['rg'],
        summary:
          'Reminder interval, session start and net result of play in the session (returns minus stakes)',
        response: { 200: RealityCheckStatus },
        security,
      },
    },
    (request) => realityCheckStatus(request),
  );

  app.put(
    '/rg/reality-check',
    {
      schema: {
        tags: ['rg'],
        summary: 'Set the reality-check reminder interval in minutes (null: off)',
        body: RealityCheck,
        response: { 200: RealityCheckStatus },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { intervalMinutes } = request.body;
      await app.sql.begin(async (tx) => {
        const previous = await app.repos.rg.putRealityCheckInterval(
          member.id,
          intervalMinutes,
          app.clock.now(),
          tx,
        );
        await audit(tx, {
          actorId: member.id,
          action: 'rg.reality_check',
          target: { type: 'member', id: member.id },
          old: { intervalMinutes: previous },
          new: { intervalMinutes },
          reason: 'requested by the member',
        });
      });
      return realityCheckStatus(request);
    },
  );
};

export default rgRoutes;
