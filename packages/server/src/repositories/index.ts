import type { Sql } from '../db/createSql';
import { createAdminChargesRepository } from './adminChargesRepository';
import { createAdminMembersRepository } from './adminMembersRepository';
import { createAuditLogRepository } from './auditLogRepository';
import { createIdempotencyKeysRepository } from './idempotencyKeysRepository';
import { createMembersRepository } from './membersRepository';
import { createRgRepository } from './rgRepository';
import { createSessionsRepository } from './sessionsRepository';
import { createSettingsRepository } from './settingsRepository';
import { createWalletRepository } from './walletRepository';

/**
 * Every repository bound to the pool; the app exposes them as `app.repos`. Add new ones here.
 * @example const repos = createRepositories(sql);
 */
export const createRepositories = (sql: Sql) => ({
  members: createMembersRepository(sql),
  rg: createRgRepository(sql),
  wallet: createWalletRepository(sql),
  sessions: createSessionsRepository(sql),
  settings: createSettingsRepository(sql),
  idempotencyKeys: createIdempotencyKeysRepository(sql),
  auditLog: createAuditLogRepository(sql),
  adminMembers: createAdminMembersRepository(sql),
  adminCharges: createAdminChargesRepository(sql),
});

export type Repositories = ReturnType<typeof createRepositories>;
export type { IdempotencyKeyRow } from './idempotencyKeysRepository';
export type { MemberRow, NewMember } from './membersRepository';
export type { SessionEndReason, SessionRow } from './sessionsRepository';
