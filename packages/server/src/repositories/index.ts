import type { Sql } from '../db/createSql';
import { createIdempotencyKeysRepository } from './idempotencyKeysRepository';
import { createMembersRepository } from './membersRepository';
import { createSessionsRepository } from './sessionsRepository';
import { createSettingsRepository } from './settingsRepository';

/**
 * Every repository bound to the pool; the app exposes them as `app.repos`. Add new ones here.
 * @example const repos = createRepositories(sql);
 */
export const createRepositories = (sql: Sql) => ({
  members: createMembersRepository(sql),
  sessions: createSessionsRepository(sql),
  settings: createSettingsRepository(sql),
  idempotencyKeys: createIdempotencyKeysRepository(sql),
});

export type Repositories = ReturnType<typeof createRepositories>;
export type { IdempotencyKeyRow } from './idempotencyKeysRepository';
export type { MemberRow, NewMember } from './membersRepository';
export type { SessionEndReason, SessionRow } from './sessionsRepository';
