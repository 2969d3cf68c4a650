// The server's tests reach the shared test kit through this path (kept so their imports stay as they were).
export * from '@kbet/testkit';
