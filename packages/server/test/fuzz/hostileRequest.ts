import fc from 'fast-check';
import { type JsonSchema, jsonSchema, type RouteCase, validSample } from '../support/routeSchemas';

export type Role = 'member' | 'staff' | 'anonymous';

/** One generated request, before the session's headers are added. */
export interface HostileRequest {
  role: Role;
  method: string;
  /** Path with its parameters filled, percent-encoded. */
  path: string;
  /** Raw query string, without `?`. */
  query: string;
  body?: Uint8Array;
  contentType?: string;
  /** Absent when undefined. */
  idempotencyKey?: string;
  /** What was put where, for the failure report. */
  label: string;
}

const INT32_MAX = 2 ** 31 - 1;

/** Numbers past every column's range, fractions, and the edges of a double. */
const extremeNumbers = fc.constantFrom(
  INT32_MAX + 1,
  -(INT32_MAX + 2),
  2 ** 32,
  32_768,
  65_536,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  0.5,
  -1,
  -0,
  0,
);

const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\udbff'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Strings a parser or a database might choke on. */
const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    ...LONE_SURROGATES,
    ...PROTOTYPE_KEYS,
    'NaN',
    'Infinity',
    '1e309',
    '-1',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '0x1F',
    '１２３',
    '\u202e\u200b',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => '가'.repeat(n)),
);

/** A JSON value of the wrong type, or an extreme one. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  extremeNumbers,
  hostileStrings,
  fc.constantFrom(null, true, false, [], {}, [null], { '': 1 }, [[[[1]]]]),
  fc.array(extremeNumbers, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a'), extremeNumbers, { maxKeys: 2 }),
);

const utf8 = (text: string) => new TextEncoder().encode(text);

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

interface Sample {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A request each schema accepts (where the generator can build one), which the cases then spoil in one place. */
export function validRequestOf(route: RouteCase): Sample {
  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  return {
    params: asRecord(validSample(route.params, {})),
    query: asRecord(validSample(route.query, {})),
    body: route.body ? (validSample(route.body, {}) ?? {}) : undefined,
  };
}

/** Where a case puts its hostile value. */
type Spoil =
  | { at: 'param'; name: string; value: string }
  | { at: 'query'; name: string; value: unknown }
  | { at: 'field'; name: string; value: unknown }
  | { at: 'body'; value: unknown }
  | { at: 'raw'; text: string | Uint8Array; contentType: string; what: string };

const rawBodies = fc.constantFrom<Extract<Spoil, { at: 'raw' }>>(
  { at: 'raw', text: nested(10_000), contentType: 'application/json', what: 'nested 10,000 deep' },
  { at: 'raw', text: nested(40), contentType: 'application/json', what: 'nested 40 deep' },
  { at: 'raw', text: `{"a":"${'x'.repeat(300 * 1024)}"}`, contentType: 'application/json', what: '300 KB' },
  {
    at: 'raw',
    text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
    contentType: 'application/json',
    what: 'invalid UTF-8',
  },
  { at: 'raw', text: '{"__proto__":{"role":1}}', contentType: 'application/json', what: '__proto__ key' },
  {
    at: 'raw',
    text: '{"constructor":{"prototype":{"role":1}}}',
    contentType: 'application/json',
    what: 'constructor.prototype',
  },
  { at: 'raw', text: '{"a":', contentType: 'application/json', what: 'truncated JSON' },
  { at: 'raw', text: '', contentType: 'application/json', what: 'empty JSON' },
  { at: 'raw', text: '{"a":1}', contentType: 'text/plain', what: 'text/plain' },
  { at: 'raw', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', what: 'form' },
  { at: 'raw', text: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x', what: 'multipart' },
  { at: 'raw', text: '{"a":1}', contentType: 'application/json; charset=utf-16', what: 'utf-16 charset' },
  { at: 'raw', text: '<a/>', contentType: 'application/xml', what: 'xml' },
);

const idempotencyKeys = fc.oneof(
  fc.uuid(),
  fc.constantFrom(undefined, '', ' ', 'a'.repeat(201), '\u00ff\u00fe', 'key with spaces'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

function spoils(route: RouteCase, sample: Sample): fc.Arbitrary<Spoil> {
  const options: fc.Arbitrary<Spoil>[] = [];
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
  if (paramNames.length > 0)
    options.push(
      fc.record({
        at: fc.constant('param' as const),
        name: fc.constantFrom(...paramNames),
        value: hostileStrings,
      }),
    );
  options.push(
    fc.record({
      at: fc.constant('query' as const),
      name: fc.constantFrom(...Object.keys(sample.query), ...PROTOTYPE_KEYS),
      value: hostileValue,
    }),
  );
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const fields = typeof sample.body === 'object' && sample.body !== null ? Object.keys(sample.body) : [];
    if (fields.length > 0)
      options.push(
        fc.record({
          at: fc.constant('field' as const),
          name: fc.constantFrom(...fields),
          value: hostileValue,
        }),
      );
    options.push(fc.record({ at: fc.constant('body' as const), value: hostileValue }), rawBodies);
  }
  return fc.oneof(...options);
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes WTF-8 gives it:
 * invalid UTF-8, as a sloppy client would send it.
 */
const percentEncode = (text: string): string =>
  text
    .split(/(\p{Cs})/u)
    .map((part) => {
      if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .map(
      ([name, value]) =>
        `${percentEncode(name)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');

/**
 * Hostile requests to one route, for every role: the route's valid request (when one can be built) spoiled
 * in one place — a path parameter, a query field, a body field, the whole body, or the raw bytes and content
 * type — with a good, missing or malformed Idempotency-Key.
 * @example fc.assert(fc.asyncProperty(hostileRequests(route), send), { seed: 42, numRuns: 5 });
 */
export function hostileRequests(route: RouteCase): fc.Arbitrary<HostileRequest> {
  const sample = validRequestOf(route);
  return fc
    .record({
      role: fc.constantFrom<Role>('member', 'staff', 'anonymous'),
      spoil: spoils(route, sample),
      idempotencyKey: idempotencyKeys,
    })
    .map(({ role, spoil, idempotencyKey }) => {
      const params: Record<string, unknown> = { ...sample.params };
      const query: Record<string, unknown> = { ...sample.query };
      let body: unknown = sample.body;
      let raw: Uint8Array | undefined;
      let contentType = body === undefined ? undefined : 'application/json';
      let label: string;
      if (spoil.at === 'param') {
        params[spoil.name] = spoil.value;
        label = `param ${spoil.name}=${JSON.stringify(spoil.value).slice(0, 60)}`;
      } else if (spoil.at === 'query') {
        query[spoil.name] = spoil.value;
        label = `query ${spoil.name}=${JSON.stringify(spoil.value)?.slice(0, 60)}`;
      } else if (spoil.at === 'field') {
        body = { ...(body as object), [spoil.name]: spoil.value };
        label = `body.${spoil.name}=${JSON.stringify(spoil.value)?.slice(0, 60)}`;
      } else if (spoil.at === 'body') {
        body = spoil.value;
        contentType = 'application/json';
        label = `body=${JSON.stringify(spoil.value)?.slice(0, 60)}`;
      } else {
        raw = typeof spoil.text === 'string' ? utf8(spoil.text) : spoil.text;
        contentType = spoil.contentType;
        label = `raw body: ${spoil.what} as ${spoil.contentType}`;
      }
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
        percentEncode(String(params[name] ?? 1)),
      );
      return {
        role,
        method: route.method,
        path,
        query: queryString(query),
        body: raw ?? (body === undefined ? undefined : utf8(JSON.stringify(body))),
        contentType,
        idempotencyKey,
        label: `${role}, ${label}, idempotency-key ${JSON.stringify(idempotencyKey)?.slice(0, 20)}`,
      };
    });
}

const isNumeric = (schema: JsonSchema | undefined): boolean => {
  const types = [schema?.type ?? [], ...(schema?.anyOf ?? []).map((variant) => variant.type ?? [])].flat();
  return types.includes('integer') || types.includes('number');
};

/** Integers just past a smallint and an integer column (the random cases try the others: 2^53, -(2^31)-1…). */
const PAST_COLUMNS = [32_768, INT32_MAX + 1];

/**
 * Every numeric place of the route (path parameter, query field, top-level body field) with each integer of
 * PAST_COLUMNS in an otherwise valid request, as the role the route is for (staff under /admin-api).
 * @example for (const request of pastColumnRequests(route)) await send(request);
 */
export function pastColumnRequests(route: RouteCase): HostileRequest[] {
  const sample = validRequestOf(route);
  const role: Role = route.url.startsWith('/admin-api') ? 'staff' : 'member';
  const numeric = (schema: RouteCase['params']) =>
    Object.entries(jsonSchema(schema).properties ?? {})
      .filter(([, property]) => isNumeric(property))
      .map(([name]) => name);
  const places = [
    ...numeric(route.params).map((name) => ({ part: 'params' as const, name })),
    ...numeric(route.query).map((name) => ({ part: 'query' as const, name })),
    ...numeric(route.body).map((name) => ({ part: 'body' as const, name })),
  ];
  return places.flatMap(({ part, name }) =>
    PAST_COLUMNS.map((value): HostileRequest => {
      const params = { ...sample.params, ...(part === 'params' ? { [name]: value } : {}) };
      const query = { ...sample.query, ...(part === 'query' ? { [name]: value } : {}) };
      const body = part === 'body' ? { ...(sample.body as object), [name]: value } : sample.body;
      return {
        role,
        method: route.method,
        path: route.url.replace(/:([A-Za-z_]+)/g, (_, param: string) =>
          percentEncode(String(params[param] ?? 1)),
        ),
        query: queryString(query),
        body: body === undefined ? undefined : utf8(JSON.stringify(body)),
        contentType: body === undefined ? undefined : 'application/json',
        idempotencyKey: `past-column-${part}-${name}-${value}`,
        label: `${role}, ${part}.${name}=${value}`,
      };
    }),
  );
}
