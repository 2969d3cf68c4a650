import { BlockList, isIP } from 'node:net';

/** Operator setting 'geo' (compliance §2). */
export interface GeoSetting {
  allowAll: boolean;
  /** ISO 3166-1 alpha-2 codes, e.g. ["KR"]. */
  allowedCountries: string[];
  /** CIDR ranges, e.g. ["203.0.113.0/24", "2001:db8::/32"]. */
  allowedCidrs: string[];
}

export interface Origin {
  ip: string;
  /** Only from a trusted proxy's header; undefined otherwise. */
  country: string | undefined;
}

// IPv4 clients on a dual-stack socket show up as ::ffff:a.b.c.d.
const plainIp = (ip: string): string =>
  ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

function cidrList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', prefix] = cidr.split('/');
    const family = isIP(network);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(network, prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix), type);
  }
  return list;
}

/**
 * Whether a request's origin is inside the operator's allowed countries or IP ranges.
 * @example isAllowedOrigin({ allowAll: false, allowedCountries: ['KR'], allowedCidrs: ['10.0.0.0/8'] }, { ip: '10.1.2.3', country: undefined }) // true
 */
export function isAllowedOrigin(setting: GeoSetting, origin: Origin): boolean {
  if (setting.allowAll) return true;
  const country = origin.country?.toUpperCase();
  if (country && setting.allowedCountries.some((allowed) => allowed.toUpperCase() === country)) return true;
  const ip = plainIp(origin.ip);
  const family = isIP(ip);
  if (family === 0) return false;
  return cidrList(setting.allowedCidrs).check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
