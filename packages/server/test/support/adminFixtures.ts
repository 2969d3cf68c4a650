// The server's tests use the shared test kit; this path keeps their imports short.
export { createPendingMember, requestTestDeposit, requestTestWithdrawal } from '@kbet/testkit';
