// @kbet/sdk/api: createKbetClient, the typed HTTP client (camelCase query parameters), and a stub for tests.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { KbetClient } from '../api/createKbetClient';
export { createKbetClient } from '../api/createKbetClient';
export type {
  CallBody,
  CallInput,
  CallOptions,
  KbetClientOptions,
  MoneyCallOptions,
} from '../api/createSend';
export { decodeSmsPhone, encodeSmsPhone } from '../api/encodeSmsPhone';
export type { ResponseIssue } from '../api/invalidResponseError';
export { InvalidResponseError, isInvalidResponseError } from '../api/invalidResponseError';
export type {
  FixtureListParams,
  FixtureResultParams,
  InplayListParams,
  ScoreboardParams,
} from '../api/sports';
export type { KbetClientStubs } from '../api/stubKbetClient';
export { stubKbetClient } from '../api/stubKbetClient';
