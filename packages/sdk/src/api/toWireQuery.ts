import type * as z from 'zod/mini';
import { ValidationError } from '../errors/validationError';
import { ERR_INVALID_INPUT } from '../i18n/ko';

/** The wire's query names by the typed surface's camelCase names, for the keys whose names differ. */
export type WireNames = Readonly<Record<string, string>>;

/** The camelCase name `N` gives the wire name `K`, or `K` itself when it keeps its name. */
type CamelName<K extends PropertyKey, N extends WireNames> = {
  [C in keyof N]: N[C] extends K ? C : never;
}[keyof N] extends infer C extends PropertyKey
  ? [C] extends [never]
    ? K
    : C
  : K;

/** A wire query's input as the typed surface spells it: the keys `N` renames in camelCase, the others as they are. */
export type CamelQuery<Q, N extends WireNames> = { [K in keyof Q as CamelName<K, N>]: Q[K] };

/**
 * A typed query as the wire names it: renames the keys `names` lists and refuses a key the wire query does not
 * know (ERR_INVALID_INPUT naming the key), so a misspelt filter fails loudly instead of being dropped.
 * @example toWireQuery({ sportId: 6046, page: 1 }, { sportId: 'sport_id' }, FixtureListQuery) // { sport_id: 6046, page: 1 }
 */
export function toWireQuery(
  params: object,
  names: WireNames,
  schema: { readonly shape: Readonly<Record<string, z.ZodMiniType>> },
): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = Object.hasOwn(names, key) ? names[key] : key;
    const renamedAway = Object.values(names).includes(key);
    if (name === undefined || renamedAway || !Object.hasOwn(schema.shape, name)) {
      throw new ValidationError('ERR_INVALID_INPUT', ERR_INVALID_INPUT, key);
    }
    wire[name] = value;
  }
  return wire;
}
