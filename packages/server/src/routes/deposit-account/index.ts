import {
  BankingLevelSetting,
  bankingLevelCode,
  CheckDepositPasswordRequest,
  CheckDepositPasswordResult,
  checkAccountPassword,
  DepositAccountConfirmRequest,
  ko,
  MessageText,
  Text,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { isDepositChecked, markDepositChecked } from '../../domain/charges/depositAccountCheck';
import { verifyAccountPassword } from '../../domain/charges/verifyAccountPassword';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const LevelParams = z.object({ userType: Text });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The deposit account (spec §4 "Deposit form shows the account only after the deposit password check";
 * compliance §6): the check opens the member's banking level text for 10 minutes in this session.
 */
const depositAccountRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.post(
    '/member/check-deposit-pw',
    {
      schema: {
        tags: ['money'],
        summary: 'Check the deposit password; on success the deposit account shows for 10 minutes',
        body: CheckDepositPasswordRequest,
        response: { 200: CheckDepositPasswordResult },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const now = app.clock.now();
      await verifyAccountPassword(app.sql, {
        member,
        entered: request.body.bankAccountPssword,
        check: checkAccountPassword,
        now,
      });
      await markDepositChecked(app.sql, request.auth!.session.id, now);
      return true;
    },
  );

  app.post(
    '/deposot-account-confirm',
    {
      schema: {
        tags: ['money'],
        summary: 'Records that the member viewed the deposit account (wire path kept as spelled)',
        body: DepositAccountConfirmRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const checked = await isDepositChecked(app.sql, request.auth!.session.id, app.clock.now());
      await audit(app.sql, {
        actorId: member.id,
        action: 'deposit_account.view',
        target: { type: 'member', id: member.id },
        new: { levelCode: bankingLevelCode(member.userType, member.role), checked },
      });
      return ko.LOOKED_UP;
    },
  );

  app.get(
    '/settingBanking/level/:userType',
    {
      schema: {
        tags: ['money'],
        summary:
          "The member's own banking level (userType, or userType + role capped at 5); levelCodeName only after the deposit-password check",
        params: LevelParams,
        response: { 200: BankingLevelSetting },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const levelCode = bankingLevelCode(member.userType, member.role);
      const asked = request.params.userType;
      if (asked !== member.userType && asked !== levelCode) throw httpErrors.forbidden();
      const levelCodeName = await app.repos.moneySettings.bankingLevelName(levelCode);
      if (levelCodeName === undefined) throw httpErrors.notFound();
      const checked = await isDepositChecked(app.sql, request.auth!.session.id, app.clock.now());
      return { levelCode, levelCodeName: checked ? levelCodeName : '' };
    },
  );
};

export default depositAccountRoutes;
