// The server's tests use the shared test kit; this path keeps their imports short.
export {
  createTestApp,
  type LoggedIn,
  login,
  type ManualClock,
  manualClock,
  type TestApp,
  testConfig,
} from '@kbet/testkit';
