// The server's tests use the shared test kit; this path keeps their imports short.
export { createTestDatabase, type TestDatabase } from '@kbet/testkit';
