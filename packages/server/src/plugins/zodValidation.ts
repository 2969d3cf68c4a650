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

/** The keys from the root to the node at `depth` (then `last`, an object key), as a validation issue's path. */
const pathTo = (trail: readonly (string | number)[], depth: number, last?: string): string[] => {
  const path = trail.slice(1, depth + 1).map(String);
  if (last !== undefined) path.push(last);
  return path;
};

/**
 * The first string (value or object key) PostgreSQL cannot store, with its path: U+0000 (text and jsonb
 * refuse it) or an unpaired surrogate (jsonb refuses its \u escape, and text would store U+FFFD instead).
 * Refused here, before any write, instead of failing the query with a 500. One iterative walk, each node
 * visited once, so a deep or wide document costs linear time and no call stack. A clean document (nearly every
 * request) allocates no record per node: the walk keeps each pending node's value, key and depth on three
 * stacks, and the keys from the root to the node being visited in `trail` (cut back to a node's depth when the
 * walk reaches it), so a fault's path is read off `trail` only once a fault is found.
 */
function badString(data: unknown): { path: string[]; message: string } | undefined {
  const values: unknown[] = [data];
  const keys: (string | number)[] = [''];
  const depths: number[] = [0];
  // trail[d]: the key of the node at depth d on the way to the one visited (trail[0], the root's, is unused).
  const trail: (string | number)[] = [];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop() ?? 0;
    trail.length = depth;
    trail.push(keys.pop() ?? '');
    if (typeof value === 'string') {
      const message = stringFault(value);
      if (message) return { path: pathTo(trail, depth), message };
    } else if (Array.isArray(value)) {
      // Pushed last first, so the pops meet the items in document order.
      for (let index = value.length - 1; index >= 0; index--) {
        values.push(value[index]);
        keys.push(index);
        depths.push(depth + 1);
      }
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      const names = Object.keys(record);
      // An object's keys are checked before any of its values, as a document is read.
      for (const name of names) {
        const message = stringFault(name);
        if (message) return { path: pathTo(trail, depth, name), message };
      }
      for (let index = names.length - 1; index >= 0; index--) {
        const name = names[index] as string;
        values.push(record[name]);
        keys.push(name);
        depths.push(depth + 1);
      }
    }
  }
  return undefined;
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
      const bad = badString(data);
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
