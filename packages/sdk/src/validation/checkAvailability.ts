import { available, inUse } from '../i18n/ko';

/** The answer to a duplicate check, with the message to show either way. */
export type AvailabilityResult =
  | { ok: true; value: string; code: 'available'; message: string }
  | { ok: false; code: 'inUse'; message: string };

/**
 * Turns the server's "taken" answer for an id, nickname or phone into §5's message: '{x}는 이미 사용중입니다.'
 * or '{x}는 사용가능합니다.'.
 * @example checkAvailability('kim2024', false) // { ok: true, value: 'kim2024', code: 'available', message: 'kim2024는 사용가능합니다.' }
 */
export function checkAvailability(value: string, taken: boolean): AvailabilityResult {
  return taken
    ? { ok: false, code: 'inUse', message: inUse(value) }
    : { ok: true, value, code: 'available', message: available(value) };
}
