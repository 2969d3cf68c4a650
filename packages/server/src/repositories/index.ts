import type { Sql } from '../db/createSql';
import { createAccountChecksRepository } from './accountChecksRepository';
import { createAdminChargesRepository } from './adminChargesRepository';
import { createAdminMembersRepository } from './adminMembersRepository';
import { createAuditLogRepository } from './auditLogRepository';
import { createBoardPostsRepository } from './boardPostsRepository';
import { createCouponRulesRepository } from './couponRulesRepository';
import { createCouponsRepository } from './couponsRepository';
import { createDownlineRecordsRepository } from './downlineRecordsRepository';
import { createIdempotencyKeysRepository } from './idempotencyKeysRepository';
import { createInquiriesRepository } from './inquiriesRepository';
import { createLedgerFactsRepository } from './ledgerFactsRepository';
import { createLedgerRepository } from './ledgerRepository';
import { createMemberActivityRepository } from './memberActivityRepository';
import { createMembersRepository } from './membersRepository';
import { createMessagesRepository } from './messagesRepository';
import { createMoneySettingsRepository } from './moneySettingsRepository';
import { createNonMemberInquiriesRepository } from './nonMemberInquiriesRepository';
import { createPartnersRepository } from './partnersRepository';
import { createPopupsRepository } from './popupsRepository';
import { createPrizeTableRepository } from './prizeTableRepository';
import { createRgRepository } from './rgRepository';
import { createSessionsRepository } from './sessionsRepository';
import { createSettingsRepository } from './settingsRepository';
import { createSettlementRepository } from './settlementRepository';
import { createTotpRepository } from './totpRepository';
import { createWalletRepository } from './walletRepository';

/**
 * Every repository bound to the pool; the app exposes them as `app.repos`. Add new ones here.
 * @example const repos = createRepositories(sql);
 */
export const createRepositories = (sql: Sql) => ({
  members: createMembersRepository(sql),
  rg: createRgRepository(sql),
  wallet: createWalletRepository(sql),
  ledger: createLedgerRepository(sql),
  sessions: createSessionsRepository(sql),
  settings: createSettingsRepository(sql),
  idempotencyKeys: createIdempotencyKeysRepository(sql),
  auditLog: createAuditLogRepository(sql),
  adminMembers: createAdminMembersRepository(sql),
  adminCharges: createAdminChargesRepository(sql),
  boardPosts: createBoardPostsRepository(sql),
  coupons: createCouponsRepository(sql),
  couponRules: createCouponRulesRepository(sql),
  inquiries: createInquiriesRepository(sql),
  messages: createMessagesRepository(sql),
  moneySettings: createMoneySettingsRepository(sql),
  nonMemberInquiries: createNonMemberInquiriesRepository(sql),
  popups: createPopupsRepository(sql),
  prizeTable: createPrizeTableRepository(sql),
  partners: createPartnersRepository(sql),
  settlement: createSettlementRepository(sql),
  ledgerFacts: createLedgerFactsRepository(sql),
  memberActivity: createMemberActivityRepository(sql),
  accountChecks: createAccountChecksRepository(sql),
  totp: createTotpRepository(sql),
  downlineRecords: createDownlineRecordsRepository(sql),
});

export type Repositories = ReturnType<typeof createRepositories>;
export type { IdempotencyKeyRow } from './idempotencyKeysRepository';
export type { MemberRow, NewMember } from './membersRepository';
export type { SessionEndReason, SessionRow } from './sessionsRepository';
