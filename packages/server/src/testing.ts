// What @kbet/testkit builds its test support on (`@kbet/server/testing`): the app, its database set-up and
// the few domain steps test fixtures take directly. Tests of other packages reach the server only through here.
export { buildApp } from './app';
export type { App } from './appTypes';
export type { Clock } from './clock';
export { type Config, loadConfig } from './config';
export { createSql, type Db, type Sql } from './db/createSql';
export { migrate } from './db/migrate';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo/seedDemoData';
export { hashPassword } from './domain/auth/password';
export { requestDeposit } from './domain/charges/requestDeposit';
export { requestWithdrawal } from './domain/charges/requestWithdrawal';
export { houseBalance, openMemberAccounts, postTransaction } from './domain/ledger';
export { createMinigameEngine, type MinigameEngine } from './domain/minigame/createMinigameEngine';
export { type RunSettlementResult, runSettlement } from './domain/partners/runSettlement';
export { kstDay } from './domain/partners/settlementCalendar';
export { createVirtualEngine, type VirtualEngine } from './domain/virtuals/createVirtualEngine';
export type { ChargeRow } from './repositories/chargesRepository';
export { createMembersRepository, type MemberRow, type NewMember } from './repositories/membersRepository';
