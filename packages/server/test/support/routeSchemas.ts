import type { RouteOptions } from 'fastify';
import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AppPlugin } from '../../src/appTypes';

/** One method and path of a registered route, with its zod request schemas. */
export interface RouteCase {
  /** `METHOD /path/:param`. */
  key: string;
  method: string;
  url: string;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
}

export const isZod = (schema: unknown): schema is $ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  format?: string;
};

export const jsonSchema = (schema: $ZodType | undefined): JsonSchema =>
  schema ? (toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};

export const topLevelFields = (schema: $ZodType | undefined): string[] =>
  Object.keys(jsonSchema(schema).properties ?? {});

// Candidates per JSON type, tried in order until the zod schema accepts the value at that path.
const NUMBER_CANDIDATES = [1, 10_000, 0, 6, 15, 100, 5_000, 50_000, 1_000_000];
const STRING_CANDIDATES = [
  'abcdef12',
  '2026-01-01T00:00:00.000Z',
  '1.00',
  '2026-01-01',
  '1',
  '01012345678',
  '홍길동',
  'a',
  'PC',
];
const ANY_CANDIDATES: unknown[] = [1, 'abcdef12', true, null];

/** The values to try at `path`; arrays and objects are built from the same choices, items at `path.0`. */
function candidatesFor(schema: JsonSchema, choice: Map<string, number>, path: string): unknown[] {
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum) return schema.enum;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap((variant) => candidatesFor(variant, choice, path));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return ANY_CANDIDATES;
  return types.flatMap((type): unknown[] => {
    if (type === 'integer' || type === 'number')
      return schema.minimum === undefined ? NUMBER_CANDIDATES : [schema.minimum, ...NUMBER_CANDIDATES];
    if (type === 'string')
      return schema.format === 'date-time' ? ['2026-01-01T00:00:00.000Z'] : STRING_CANDIDATES;
    if (type === 'boolean') return [false, true];
    if (type === 'null') return [null];
    if (type === 'array') return [[], [sampleOf(schema.items ?? {}, choice, `${path}.0`)]];
    // A record (an object schema without named properties) is sampled empty.
    if (type === 'object') return schema.properties ? [sampleOf(schema, choice, path)] : [{}];
    return ANY_CANDIDATES;
  });
}

/** A value for a JSON schema, `choice` picking the candidate per path (the repair loop moves it on). */
function sampleOf(schema: JsonSchema, choice: Map<string, number>, path: string): unknown {
  if (schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        sampleOf(property, choice, path ? `${path}.${name}` : name),
      ]),
    );
  }
  const candidates = candidatesFor(schema, choice, path);
  return candidates[(choice.get(path) ?? 0) % candidates.length];
}

/** A value the zod schema accepts, with `overrides` (member ids) in place; undefined when none is found. */
export function validSample(schema: $ZodType | undefined, overrides: Record<string, unknown>): unknown {
  if (!schema) return undefined;
  const json = jsonSchema(schema);
  const choice = new Map<string, number>();
  for (let attempt = 0; attempt < 200; attempt++) {
    const sample = sampleOf(json, choice, '');
    const value =
      typeof sample === 'object' && sample !== null && !Array.isArray(sample)
        ? { ...sample, ...overrides }
        : sample;
    const result = schema['~standard'].validate(value);
    if (result instanceof Promise) throw new Error('async schemas are not supported');
    if (!result.issues) return value;
    for (const issue of result.issues) {
      const key = (issue.path ?? [])
        .map((p) => (typeof p === 'object' ? String(p.key) : String(p)))
        .join('.');
      choice.set(key, (choice.get(key) ?? 0) + 1);
    }
  }
  return undefined;
}

/**
 * The routes captured by an onRoute hook, one per method and path (HEAD and OPTIONS left out), without
 * those under `excludedPrefixes`.
 * @example const routes = toRouteCases(captured, ['/health']);
 */
export function toRouteCases(
  captured: readonly RouteOptions[],
  excludedPrefixes: readonly string[] = [],
): RouteCase[] {
  const cases = new Map<string, RouteCase>();
  for (const route of captured) {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || method === 'OPTIONS' || cases.has(key)) continue;
      if (excludedPrefixes.some((prefix) => route.url.startsWith(prefix))) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      cases.set(key, {
        key,
        method,
        url: route.url,
        params: isZod(schema.params) ? schema.params : undefined,
        query: isZod(schema.querystring) ? schema.querystring : undefined,
        body: isZod(schema.body) ? schema.body : undefined,
      });
    }
  }
  return [...cases.values()];
}

/**
 * The routes plugin wrapped so that every route it registers is pushed to `registered`: the module a
 * `vi.mock` of src/routes returns.
 * @example vi.mock('../src/routes', async (original) => (await import('./support/routeSchemas')).capturingRoutes(await original(), registered));
 */
export function capturingRoutes(
  routes: { default: AppPlugin },
  registered: RouteOptions[],
): { default: AppPlugin } {
  const capturing: AppPlugin = async (app) => {
    app.addHook('onRoute', (route) => {
      registered.push(route as RouteOptions);
    });
    await app.register(routes.default);
  };
  return { default: capturing };
}
