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
 * A postgres.js pool with camelCase rows and numeric int8.
 * @example const sql = createSql('postgres://postgres:postgres@localhost:5432/kbet');
 */
export function createSql(url: string, options: CreateSqlOptions = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    types: { int8 },
    // Column names only: JSON values (stored responses, settings) keep their keys as written.
    transform: { column: { from: postgres.toCamel, to: postgres.fromCamel } },
    onnotice: () => {},
    connection: { application_name: 'kbet-server' },
    ...(options.onQuery && { debug: options.onQuery }),
  });
}
