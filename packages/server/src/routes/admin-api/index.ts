import { User } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { requireEnrolledTotp } from '../../domain/auth/checkTotp';
import { memberBalances } from '../../domain/ledger';
import { toUser } from '../../domain/members/toUser';
import { currentMember } from '../../plugins/auth';
import auditRoutes from './auditRoutes';
import balanceRoutes from './balanceRoutes';
import bettingRulesRoutes from './bettingRulesRoutes';
import boardPostRoutes from './boardPostRoutes';
import chargesRoutes from './chargesRoutes';
import couponRoutes from './couponRoutes';
import inquiryRoutes from './inquiryRoutes';
import membersRoutes from './membersRoutes';
import messageRoutes from './messageRoutes';
import partnerRoutes from './partnerRoutes';
import popupRoutes from './popupRoutes';
import reportRoutes from './reportRoutes';
import rouletteRoutes from './rouletteRoutes';
import settlementRoutes from './settlementRoutes';
import siteSettingsRoutes from './siteSettingsRoutes';
import adminSmsRoutes from './sms';

/**
 * Staff API, mounted at /admin-api: every route needs the staff account (type 1, role 10).
 * Staff act on other members, so the member self-guard does not apply here; audit every action.
 */
const adminRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onRequest', (request) =>
    requireEnrolledTotp(app.sql, { member: currentMember(request), mode: app.config.secondFactor }),
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The logged-in staff account',
        response: { 200: User },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      const staff = currentMember(request);
      return toUser(staff, await memberBalances(app.sql, staff.id));
    },
  );

  // Each staff resource is a child plugin, so the staff hook above covers it.
  await app.register(balanceRoutes);
  await app.register(membersRoutes);
  await app.register(chargesRoutes);
  await app.register(auditRoutes);
  await app.register(boardPostRoutes);
  await app.register(popupRoutes);
  await app.register(messageRoutes);
  await app.register(inquiryRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(bettingRulesRoutes);
  await app.register(rouletteRoutes);
  await app.register(couponRoutes);
  await app.register(adminSmsRoutes);
  await app.register(partnerRoutes);
  await app.register(settlementRoutes);
  await app.register(reportRoutes);
};

export default adminRoutes;
