import { hash, randomBytes } from 'node:crypto';

/**
 * A new random session token (sent to the client) and its SHA-256 (the only thing stored).
 * @example const { token, tokenHash } = newSessionToken();
 */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/**
 * The stored form of a session token.
 * @example await repos.sessions.findWithMember(hashSessionToken(token));
 */
export const hashSessionToken = (token: string): string => hash('sha256', token);
