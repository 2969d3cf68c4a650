export type { KbetClient } from './createKbetClient';
export { createKbetClient } from './createKbetClient';
export type { CallInput, CallOptions, KbetClientOptions, MoneyCallOptions } from './createSend';
export type { ResponseIssue } from './invalidResponseError';
export { InvalidResponseError, isInvalidResponseError } from './invalidResponseError';
