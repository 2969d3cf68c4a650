import { MIN_SIGNUP_AGE } from '../constants/limits';
import { kstParts } from '../core/kstParts';
import { type DateInput, requireEpochMs } from '../core/toEpochMs';

/**
 * The last birth year the sign-up list offers (compliance §3): this Korean year minus 19. Someone born that
 * year may still be 18 until the birthday; validateAdultBirthDate answers that case with its message.
 * @example latestAdultBirthYear('2026-11-26T12:00:00+09:00') // 2007
 */
export const latestAdultBirthYear = (now: DateInput): number =>
  kstParts(requireEpochMs(now, 'now')).year - MIN_SIGNUP_AGE;
