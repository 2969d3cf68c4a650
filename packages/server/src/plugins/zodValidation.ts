import { ko } from '@kbet/sdk';
import type { FastifyPluginAsync, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType, input, output } from 'zod/v4/core';

/** Lets a route declare `schema: { body: SomeZodSchema }` and read `request.body` as its parsed type. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? input<this['schema']> : unknown;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Bad input at the edge (400): `code` names the ko.ts message when the schema carries one. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly code: string;
  readonly part: string;
  readonly issues: ValidationIssue[];

  constructor(part: string, issues: readonly $ZodIssue[]) {
    const known = issues.map(koCodeOf).find((code) => code !== undefined);
    super(known ? (ko[known as keyof typeof ko] as string) : ko.ERR_INVALID_INPUT);
    this.code = known ?? 'ERR_INVALID_INPUT';
    this.part = part;
    this.issues = issues.map((issue) => ({
      path: [part, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
  }
}

export const isRequestValidationError = (value: unknown): value is RequestValidationError =>
  value instanceof RequestValidationError;

/** Schemas written with SDK messages (e.g. `z.minLength(6, ko.SIGNUP_USER_ID)`) answer with that message's name. */
const KO_CODE_BY_MESSAGE = new Map<string, string>();
for (const [name, text] of Object.entries(ko)) {
  // The first export of a text wins when two share it.
  if (typeof text === 'string' && !KO_CODE_BY_MESSAGE.has(text)) KO_CODE_BY_MESSAGE.set(text, name);
}

/**
 * The ko.ts export an issue's message is. A check may name it (`params.code`, the SDK's `rule`), which
 * settles texts two exports share (AMOUNT_NO_DECIMALS and BET_NO_DECIMALS); otherwise the first export wins.
 */
function koCodeOf(issue: $ZodIssue): string | undefined {
  const named: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  if (typeof named === 'string' && ko[named as keyof typeof ko] === issue.message) return named;
  return KO_CODE_BY_MESSAGE.get(issue.message);
}

/** Query and path values arrive as strings; a schema asking for numbers gets them converted. */
const numericStrings = (data: unknown): unknown => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
    ]),
  );
};

const NUL_MESSAGE = 'NUL character (U+0000) is not allowed';
const SURROGATE_MESSAGE = 'unpaired UTF-16 surrogate is not allowed';
/** With the u flag a surrogate pair is one astral code point, so only an unpaired half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

const stringFault = (text: string): string | undefined =>
  text.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : undefined;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit | undefined): string[] => {
  const path: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The first string (value or object key) PostgreSQL cannot store, with its path: U+0000 (text and jsonb
 * refuse it) or an unpaired surrogate (jsonb refuses its \u escape, and text would store U+FFFD instead).
 * Refused here, before any write, instead of failing the query with a 500. Iterative, each node visited
 * once with a link to its parent, so a deep or wide document costs linear time and no call stack.
 */
function badString(data: unknown): { path: string[]; message: string } | undefined {
  const stack: Visit[] = [{ value: data, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const message = stringFault(value);
      if (message) return { path: pathOf(visit), message };
    } else if (typeof value === 'object' && value !== null) {
      const children = Object.entries(value).map(([key, child]) => ({ value: child, key, parent: visit }));
      for (const node of children) {
        const message = stringFault(node.key);
        if (message) return { path: pathOf(node), message };
      }
      // Reversed, so the pops meet the children in document order.
      for (const node of children.reverse()) stack.push(node);
    }
  }
  return undefined;
}

/**
 * Whether any string (value or object key) of `data` has a fault: the same walk as badString without the
 * path, so a clean request (nearly every one) allocates one stack and the objects' key lists, not a record
 * per value (badString's records were about 1.9 KB of a bet's allocation).
 */
function hasBadString(data: unknown): boolean {
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (stringFault(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (stringFault(key)) return true;
        stack.push(record[key]);
      }
    }
  }
  return false;
}

const isZodSchema = (schema: unknown): schema is $ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * Validates request parts with zod (zod/mini or classic) schemas, refusing any string with a NUL or an
 * unpaired surrogate, and
 * leaves the parsed value on the request; responses are sent as plain JSON (response schemas document the wire in OpenAPI).
 */
const zodValidation: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (!isZodSchema(schema)) throw new Error(`route schema for ${httpPart} must be a zod schema`);
    const coerce = httpPart === 'querystring' || httpPart === 'params';
    return (data: unknown) => {
      const bad = hasBadString(data) ? badString(data) : undefined;
      if (bad) {
        const issue = { code: 'custom', path: bad.path, message: bad.message } as const;
        return { error: new RequestValidationError(httpPart ?? 'body', [issue]) };
      }
      const result = safeParse(schema, data);
      if (result.success) return { value: result.data };
      if (coerce) {
        const retried = safeParse(schema, numericStrings(data));
        if (retried.success) return { value: retried.data };
      }
      return { error: new RequestValidationError(httpPart ?? 'body', result.error.issues) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
};

export default fp(zodValidation, { name: 'zod-validation' });
