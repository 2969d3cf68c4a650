import {
  AdminCasinoGame,
  AdminCasinoProvider,
  AdminCasinoRoundsQuery,
  AdminCasinoWalletRecord,
  CasinoProviderEnabledUpdate,
  CasinoProviderMaintenanceUpdate,
  CasinoReconcileRequest,
  CasinoReconcileResult,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { reconcileCasinoDay } from '../../domain/casino/reconcileCasinoDay';
import { setCasinoProviderFlag } from '../../domain/casino/setCasinoProviderFlag';
import { domainErrors } from '../../domain/errors/domainErrors';
import { currentMember } from '../../plugins/auth';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { createMembersRepository } from '../../repositories/membersRepository';
import { casinoAdapters } from '../../simulators/casino/casinoAdapters';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const ProviderParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
/** A staff view of a member's latest wallet records. */
const ROUNDS_LIMIT = 200;

/**
 * Staff views of the casino providers, mounted at /admin-api (staff account only): providers and games, a
 * provider's enable/disable and maintenance (audited), a member's wallet records, and a day's reconciliation against the
 * provider's round report.
 */
const adminCasinoRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const casino = createCasinoRepository(app.sql);
  const adapters = casinoAdapters(app.config);

  app.get(
    '/casino/providers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every game provider',
        response: { 200: z.array(AdminCasinoProvider) },
        security,
      },
    },
    async () => casino.providers(),
  );

  app.get(
    '/casino/games',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every provider’s games',
        response: { 200: z.array(AdminCasinoGame) },
        security,
      },
    },
    async () => casino.games(),
  );

  app.put(
    '/casino/providers/:id/enabled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a provider (audited with the reason)',
        params: ProviderParams,
        body: CasinoProviderEnabledUpdate,
        response: { 200: AdminCasinoProvider },
        security,
      },
    },
    async (request) =>
      app.sql.begin((tx) =>
        setCasinoProviderFlag(tx, {
          providerId: request.params.id,
          flag: 'enabled',
          value: request.body.enabled,
          actorId: currentMember(request).id,
          reason: request.body.reason,
        }),
      ),
  );

  app.put(
    '/casino/providers/:id/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a provider in or out of maintenance: its lobby entry shows 점검중입니다. (audited)',
        params: ProviderParams,
        body: CasinoProviderMaintenanceUpdate,
        response: { 200: AdminCasinoProvider },
        security,
      },
    },
    async (request) =>
      app.sql.begin((tx) =>
        setCasinoProviderFlag(tx, {
          providerId: request.params.id,
          flag: 'maintenance',
          value: request.body.maintenance,
          actorId: currentMember(request).id,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/casino/rounds',
    {
      schema: {
        tags: ['admin'],
        summary: 'A member’s latest wallet records (200), newest first',
        querystring: AdminCasinoRoundsQuery,
        response: { 200: z.array(AdminCasinoWalletRecord) },
        security,
      },
    },
    async (request) => {
      const member = await createMembersRepository(app.sql).findByUserId(request.query.userId);
      if (!member) throw domainErrors.notFound();
      const rows = await casino.memberRounds(member.id, ROUNDS_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  app.post(
    '/casino/providers/:id/reconcile',
    {
      // A day's report may hold up to 100,000 rounds.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Our wallet’s rounds of a KST day against the provider’s round report (the body’s, else the provider’s own): the mismatches (audited)',
        params: ProviderParams,
        body: CasinoReconcileRequest,
        response: { 200: CasinoReconcileResult },
        security,
      },
    },
    async (request) =>
      app.sql.begin((tx) =>
        reconcileCasinoDay(tx, {
          providerId: request.params.id,
          day: request.body.day,
          rounds: request.body.rounds,
          adapter: adapters.get(request.params.id),
          actorId: currentMember(request).id,
        }),
      ),
  );
};

export default adminCasinoRoutes;
