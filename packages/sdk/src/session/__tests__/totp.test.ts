import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totp } from '../totp';

const ascii = (text: string) => new TextEncoder().encode(text);

// RFC 6238 Appendix B: the seeds are the ASCII digits 1234567890 repeated to the hash's length.
const SEEDS = {
  sha1: ascii('12345678901234567890'),
  sha256: ascii('12345678901234567890123456789012'),
  sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1_111_111_109, '07081804', '68084774', '25091201'],
  [1_111_111_111, '14050471', '67062674', '99943326'],
  [1_234_567_890, '89005924', '91819424', '93441116'],
  [2_000_000_000, '69279037', '90698825', '38618901'],
  [20_000_000_000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)(
    'at %i s gives the RFC test vectors for SHA-1, SHA-256 and SHA-512',
    (seconds, s1, s256, s512) => {
      const at = seconds * 1000;
      expect(totp({ secret: SEEDS.sha1, at, digits: 8 })).toBe(s1);
      expect(totp({ secret: SEEDS.sha256, at, digits: 8, algorithm: 'sha256' })).toBe(s256);
      expect(totp({ secret: SEEDS.sha512, at, digits: 8, algorithm: 'sha512' })).toBe(s512);
    },
  );

  it('gives the RFC 4226 HOTP values for the first counters', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(SEEDS.sha1, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('round-trips base32 and refuses what is not base32', () => {
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi==')).toEqual(ascii('foobar'));
    expect(base32Decode('MZ1W')).toBeNull();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
      }),
    );
  });
});
