// postgres.js's own codes for a connection that is gone or never came, and the socket errors under them.
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOENT',
]);

/**
 * Whether an error says the database is away rather than that the request is wrong: a lost or refused
 * connection, SQLSTATE class 08 (connection exception) or 57P01-57P03 (shut down, crashed, starting up).
 * @example if (isDatabaseUnavailable(error)) reply.code(503);
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String(error.code);
  return CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code);
}
