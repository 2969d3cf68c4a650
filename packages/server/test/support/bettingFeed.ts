// The server's tests use the shared test kit; this path keeps their imports short.
export {
  betting,
  emoney,
  handicap,
  houseBets,
  insertFixture,
  ledgerConsistent,
  matchResult,
  moveOdds,
  postBet,
  type TestFixture,
  type TestMarket,
  type TestOdds,
  totals,
} from '@kbet/testkit';
