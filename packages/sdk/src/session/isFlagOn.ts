import type { WireFlag } from './types';

/**
 * Whether a wire flag is set: true, a non-zero number, or a string other than '', '0' and 'false'.
 * @example isFlagOn('1') // true
 */
export function isFlagOn(flag: WireFlag): boolean {
  if (typeof flag === 'string') {
    const text = flag.trim();
    return text !== '' && text !== '0' && text.toLowerCase() !== 'false';
  }
  if (typeof flag === 'number') return flag !== 0 && !Number.isNaN(flag);
  return flag === true;
}
