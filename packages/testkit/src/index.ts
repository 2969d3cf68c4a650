// Test support shared by the server, CLI and browser tests (never imported from another package's src/ or test/).

export {
  createMinigameEngine,
  createSql,
  createVirtualEngine,
  type MinigameEngine,
  type Sql,
  type VirtualEngine,
} from '@kbet/server/testing';
export { createPendingMember, requestTestDeposit, requestTestWithdrawal } from './adminFixtures';
export * from './bettingFeed';
export { type Captured, type CliTestContext, cliTestContext } from './cliTestContext';
export { type CountedTestApp, createCountedTestApp } from './countedTestApp';
export { type FundMemberOptions, fundMember } from './fundMember';
export { orphanedReferences } from './orphanedReferences';
export { seededBytes } from './seededBytes';
export { settleOnClock } from './settleOnClock';
export {
  createTestApp,
  type LoggedIn,
  login,
  type ManualClock,
  manualClock,
  type TestApp,
  testConfig,
} from './testApp';
export { createTestDatabase, type TestDatabase } from './testDatabase';
export { createTestMember, DEMO_PASSWORD, type TestMemberOptions } from './testMember';
export { postTestPlay, type TestPlay } from './testPlay';
export { startServer, type TestServer } from './testServer';
export { startTwoInstances, type TwoInstances } from './twoInstances';
