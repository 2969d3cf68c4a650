import { describe, expect, it } from 'vitest';
import { type GeoSetting, isAllowedOrigin } from '../isAllowedOrigin';

const setting = (overrides: Partial<GeoSetting>): GeoSetting => ({
  allowAll: false,
  allowedCountries: [],
  allowedCidrs: [],
  ...overrides,
});

describe('isAllowedOrigin', () => {
  it('allows everything when allowAll is on', () => {
    expect(isAllowedOrigin(setting({ allowAll: true }), { ip: '203.0.113.1', country: undefined })).toBe(
      true,
    );
  });

  it('denies everything when nothing is listed', () => {
    expect(isAllowedOrigin(setting({}), { ip: '203.0.113.1', country: 'KR' })).toBe(false);
  });

  it('matches IPv4 and IPv6 CIDR ranges, single addresses, and IPv4-mapped IPv6', () => {
    const s = setting({ allowedCidrs: ['203.0.113.0/24', '198.51.100.9', '2001:db8::/32', 'not-an-ip/8'] });
    expect(isAllowedOrigin(s, { ip: '203.0.113.255', country: undefined })).toBe(true);
    expect(isAllowedOrigin(s, { ip: '203.0.114.0', country: undefined })).toBe(false);
    expect(isAllowedOrigin(s, { ip: '198.51.100.9', country: undefined })).toBe(true);
    expect(isAllowedOrigin(s, { ip: '198.51.100.10', country: undefined })).toBe(false);
    expect(isAllowedOrigin(s, { ip: '::ffff:203.0.113.7', country: undefined })).toBe(true);
    expect(isAllowedOrigin(s, { ip: '2001:db8:1::1', country: undefined })).toBe(true);
    expect(isAllowedOrigin(s, { ip: '2001:db9::1', country: undefined })).toBe(false);
    expect(isAllowedOrigin(s, { ip: 'garbage', country: undefined })).toBe(false);
  });

  it('matches countries case-insensitively', () => {
    const s = setting({ allowedCountries: ['KR'] });
    expect(isAllowedOrigin(s, { ip: '203.0.113.1', country: 'kr' })).toBe(true);
    expect(isAllowedOrigin(s, { ip: '203.0.113.1', country: 'JP' })).toBe(false);
    expect(isAllowedOrigin(s, { ip: '203.0.113.1', country: undefined })).toBe(false);
  });
});
