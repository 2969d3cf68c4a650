import postgres from 'postgres';

/** A pool, or the transaction a caller already opened: repositories accept either. */
export type Db = postgres.Sql | postgres.TransactionSql;
export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/** Money is integer won: int8 columns come back as numbers, refusing any value JavaScript cannot hold exactly. */
const int8 = {
  to: 20,
  from: [20],
  serialize: (value: number | bigint) => String(value),
  parse: (value: string) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError(`int8 ${value} is outside the safe integer range`);
    return n;
  },
};

export interface CreateSqlOptions {
  /** Pool size; keep small on the 2-core demo machine. */
  max?: number;
  /** Called with each statement as it is sent (tests count a request's statements with it). */
  onQuery?: (connection: number, query: string) => void;
}

/**
 * libpq's form of a Unix-domain socket, `?host=/dir` (the directory of `.s.PGSQL.<port>`), as postgres.js's
 * `host` option: postgres.js itself would send the parameter to the server as a setting, which refuses it. For a
 * caller that opens postgres.js itself (the bench probes, which need its notices).
 * @example socketHost('postgres://u:p@127.0.0.1:5432/kbet?host=/tmp') // { url: 'postgres://u:p@127.0.0.1:5432/kbet', host: '/tmp' }
 */
export function socketHost(url: string): { url: string; host?: string } {
  const at = url.indexOf('?');
  if (at < 0) return { url };
  const query = new URLSearchParams(url.slice(at + 1));
  const host = query.get('host');
  if (!host?.startsWith('/')) return { url };
  query.delete('host');
  const rest = query.toString();
  return { url: rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at), host };
}

/**
 * A postgres.js pool with camelCase rows and numeric int8. A URL with `?host=/dir` connects over the Unix-domain
 * socket in that directory (the port names the socket file): a query then costs the client about a quarter less
 * CPU than over loopback TCP (issue 18).
 * @example const sql = createSql('postgres://postgres:postgres@localhost:5432/kbet?host=/tmp');
 */
export function createSql(url: string, options: CreateSqlOptions = {}): Sql {
  const target = socketHost(url);
  return postgres(target.url, {
    ...(target.host && { host: target.host }),
    max: options.max ?? 10,
    types: { int8 },
    // Column names only: JSON values (stored responses, settings) keep their keys as written.
    transform: { column: { from: postgres.toCamel, to: postgres.fromCamel } },
    onnotice: () => {},
    connection: { application_name: 'kbet-server' },
    ...(options.onQuery && { debug: options.onQuery }),
  });
}
