import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed timestamp may be from our clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * HMAC-SHA256 over "<timestamp>.<raw body>" as lowercase hex: the timestamp is signed with the body, so an old
 * request cannot be replayed with a fresh time.
 * @example casinoSignature(secret, '1767225600000', '{"token":"…"}')
 */
export const casinoSignature = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export interface VerifyCasinoSignatureParams {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}

/**
 * Whether a signature is ours for this body and its timestamp is within SIGNATURE_WINDOW_MS of now. The
 * comparison is constant-time, so timing does not reveal how much of a forged signature was right.
 * @example verifyCasinoSignature({ secret, timestamp, signature, rawBody, now: app.clock.now() })
 */
export function verifyCasinoSignature(params: VerifyCasinoSignatureParams): boolean {
  const { timestamp, signature } = params;
  if (timestamp === undefined || signature === undefined || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(params.now.getTime() - Number(timestamp)) > SIGNATURE_WINDOW_MS) return false;
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(casinoSignature(params.secret, timestamp, params.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
