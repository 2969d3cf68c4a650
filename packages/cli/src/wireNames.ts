/** NOT_STARTED → not-started: how the CLI names an SDK code in its flags and output. */
export type WireName<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}-${WireName<Tail>}`
  : Lowercase<S>;

/** An SDK code table keyed by the CLI's names. */
export type WireNames<T extends Readonly<Record<string, number>>> = {
  readonly [K in keyof T & string as WireName<K>]: T[K];
};

/**
 * An SDK code table (CHARGE_STATUS, FIXTURE_STATUS …) under the names the CLI takes and prints, so the codes
 * themselves are written once, in the SDK.
 * @example wireNames(CHARGE_STATUS) // { processing: 0, done: 1, cancelled: 2 }
 */
export const wireNames = <T extends Readonly<Record<string, number>>>(table: T): WireNames<T> =>
  Object.fromEntries(
    Object.entries(table).map(([key, value]) => [key.toLowerCase().replaceAll('_', '-'), value]),
  ) as WireNames<T>;

/**
 * The CLI's name of a code, or its number when the table does not know it.
 * @example wireName(wireNames(CHARGE_STATUS), 1) // 'done'
 */
export const wireName = (names: Readonly<Record<string, number>>, code: number): string =>
  Object.entries(names).find(([, value]) => value === code)?.[0] ?? String(code);
