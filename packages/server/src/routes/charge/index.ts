import {
  Charge,
  ChargeCreate,
  ChargeHideRequest,
  ChargeQuery,
  checkWithdrawPassword,
  DEPOSIT_MODE,
  Id,
  ko,
  MessageText,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { hideCharge } from '../../domain/charges/hideCharge';
import { requestDeposit } from '../../domain/charges/requestDeposit';
import { requestWithdrawal } from '../../domain/charges/requestWithdrawal';
import { toCharge } from '../../domain/charges/toCharge';
import { verifyAccountPassword } from '../../domain/charges/verifyAccountPassword';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import { idempotencyClaim, replayStored, sendOutcome, withIdempotency } from '../../plugins/idempotency';
import { createChargesRepository } from '../../repositories/chargesRepository';

const ChargeParams = z.object({ id: Id });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Deposits and withdrawals (spec §7 Money): requests, the member's lists, hiding a record. */
const chargeRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const charges = createChargesRepository(app.sql);

  app.post(
    '/charge',
    {
      schema: {
        tags: ['money'],
        summary:
          'A deposit (depositMode 0: processing until staff approve) or withdrawal (1: reserved at once) request; answers its id',
        body: ChargeCreate,
        response: { 200: Id },
        security,
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const { depositMode, bankAccountPssword, ...charge } = request.body;
      const now = app.clock.now();
      if (depositMode === DEPOSIT_MODE.WITHDRAWAL) {
        await verifyAccountPassword(app.sql, {
          member,
          entered: bankAccountPssword,
          check: checkWithdrawPassword,
          now,
        });
        // One statement for a request, its replay or its refusal.
        const claim = idempotencyClaim(request);
        const done = await requestWithdrawal(app.sql, { claim, member, request: charge, now });
        if (done.outcome === 'requested')
          return sendOutcome(reply, { replayed: false, status: 200, body: done.chargeId });
        return sendOutcome(reply, replayStored<number>(claim, done));
      }
      return withIdempotency(request, reply, async (tx) => {
        const created = await requestDeposit(tx, { memberId: member.id, request: charge, now });
        return { body: created.id };
      });
    },
  );

  app.get(
    '/charge',
    {
      schema: {
        tags: ['money'],
        summary: "The member's deposit and/or withdrawal records still shown to them, newest first",
        querystring: ChargeQuery,
        response: { 200: z.array(Charge) },
        security,
      },
    },
    async (request) => {
      const { depositMode, page, perpage } = request.query;
      const rows = await charges.listVisible(currentMember(request).id, {
        depositMode,
        paging: perpage === undefined ? undefined : { page: page ?? 1, perpage },
      });
      return rows.map(toCharge);
    },
  );

  app.put(
    '/charge/:id',
    {
      schema: {
        tags: ['money'],
        summary: 'Hide a record from the member (withdrawals only once done or cancelled)',
        params: ChargeParams,
        body: ChargeHideRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      if (request.body.id !== request.params.id) throw httpErrors.invalidInput();
      const memberId = currentMember(request).id;
      await app.sql.begin((tx) =>
        hideCharge(tx, { memberId, chargeId: request.params.id, now: app.clock.now() }),
      );
      return ko.DELETED;
    },
  );
};

export default chargeRoutes;
