import type * as z from 'zod/mini';
import { ApiError } from '../errors/apiError';
import { BlockedError } from '../errors/blockedError';
import type { SentBetting } from '../errors/oddsChangedError';
import { SessionEndedError } from '../errors/sessionEndedError';
import { wireCode } from '../errors/wireCode';
import { ERR_DEFAULT } from '../i18n/ko';
import { InvalidResponseError } from './invalidResponseError';

export interface KbetClientOptions {
  /** Where the API lives, e.g. 'https://api.kbet.example'. */
  readonly baseURL: string;
  /** The bearer token, read on every call; none is sent when it returns undefined. */
  readonly token?: () => string | undefined;
  /** A fetch implementation; globalThis.fetch by default. */
  readonly fetch?: typeof fetch;
  /** Called before the error is thrown when the session is over: 401, 555, 556, 500 (spec §8) and 406. */
  readonly onUnauthorized?: (error: ApiError) => void;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Hears the x-total-count header of a paged list (boards), so a pager knows the page count. */
  readonly onTotal?: (total: number) => void;
}

export interface MoneyCallOptions extends CallOptions {
  /** Sent as Idempotency-Key so a retried request moves money once; a random UUID when absent. */
  readonly idempotencyKey?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SendInit {
  readonly query?: object;
  readonly body?: unknown;
  readonly options?: MoneyCallOptions;
  /** A money-moving call: it always carries an Idempotency-Key. */
  readonly money?: boolean;
  /** The bettings a bet sent, so an odds-change failure knows the old prices. */
  readonly sent?: readonly SentBetting[];
}

export type Send = <S extends z.ZodMiniType>(
  method: Method,
  path: string,
  schema: S,
  init?: SendInit,
) => Promise<z.output<S>>;

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** What a call accepts: the schema's input, readonly so frozen store state can be passed as is. */
export type CallInput<S extends z.ZodMiniType> = DeepReadonly<z.input<S>>;

/** What a call whose body the client encodes for the wire accepts: the schema's parsed (typed) form, readonly. */
export type CallBody<S extends z.ZodMiniType> = DeepReadonly<z.output<S>>;

/** A new idempotency key or transaction id. */
export const newKey = (): string => globalThis.crypto.randomUUID();

/**
 * The typed error of a failed answer. Its mapping loads at the first failed answer: a page whose calls succeed never
 * runs it, and the entry that every page loads does not carry it (every error class, the odds-change parsing, rate
 * limits). When that load fails (the connection dropped just after the answer, or a deploy removed the build's file),
 * the call still rejects with an ApiError carrying the server's code, not with the loader's TypeError.
 */
async function typedError(
  status: number,
  data: unknown,
  sent: readonly SentBetting[] | undefined,
  retryAfter: string | null,
): Promise<ApiError> {
  try {
    const { toKbetError } = await import('../errors/toKbetError');
    return toKbetError(status, data, sent, retryAfter);
  } catch (cause) {
    return new ApiError({ status, code: wireCode(status, data), data, message: ERR_DEFAULT, cause });
  }
}

const endsSession = (error: ApiError): boolean =>
  error.status === 401 ||
  error instanceof SessionEndedError ||
  (error instanceof BlockedError && error.status === 406);

/**
 * The URL a call asks for: base and path joined by one slash, then the query's defined values (a list repeats its
 * key; null and '' send the key with an empty value).
 */
function requestUrl(baseURL: string, path: string, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, item === null ? '' : String(item));
  }
  const text = search.toString();
  const base = baseURL.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') || path === '' ? path : `/${path}`}${text === '' ? '' : `?${text}`}`;
}

/** A body fetch sends as it is (form data, bytes, streams); anything else, a plain value or object, goes as JSON. */
const isRawBody = (body: unknown): body is NonNullable<RequestInit['body']> =>
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof Blob ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  body instanceof ReadableStream;

/** Statuses that carry no body by definition. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * An answer's body: JSON when the server says so or says nothing (a JSON-looking text that fails to parse stays
 * text, so an error page still reaches toKbetError), text otherwise, undefined when there is none.
 */
async function readBody(response: Response): Promise<unknown> {
  if (!response.body || NO_BODY.has(response.status)) return undefined;
  const text = await response.text();
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (type !== '' && !/^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withRequest<E extends ApiError>(error: E, method: Method, url: string): E {
  error.details = { method, url, status: error.status };
  return error;
}

/**
 * The one function every call goes through: cookies and bearer token, Idempotency-Key on money moves,
 * failures as typed errors (errors/toKbetError) and answers checked against their schema.
 * @example const send = createSend({ baseURL: '/api' }); await send('GET', '/member/7', User)
 */
export function createSend(client: KbetClientOptions): Send {
  // Read at each call, not bound once: a test (or a polyfill) may replace globalThis.fetch after the client exists.
  const doFetch: typeof fetch = (input, requestInit) =>
    (client.fetch ?? globalThis.fetch)(input, requestInit);
  return async (method, path, schema, init = {}) => {
    const { options = {} } = init;
    const headers: Record<string, string> = {};
    const token = client.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.money) headers['idempotency-key'] = options.idempotencyKey ?? newKey();
    let body: RequestInit['body'];
    if (init.body && method !== 'GET') {
      if (isRawBody(init.body)) {
        body = init.body;
      } else {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
        headers.accept = 'application/json';
      }
    }
    const target = requestUrl(client.baseURL, path, init.query);
    // No retry and no timeout: retries belong to the caller (a repeated money move must reuse its idempotency key)
    // and a caller that wants a deadline passes a signal (AbortSignal.timeout).
    let response: Response;
    let data: unknown;
    try {
      response = await doFetch(target, {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'include',
      });
      data = await readBody(response);
    } catch (cause) {
      // An abort is the caller's own doing: it surfaces as the signal's reason, as with plain fetch.
      if (options.signal?.aborted) throw options.signal.reason;
      // No answer at all (a wrong baseURL, the server down, CORS): the member reads the default, the developer
      // reads the URL in `details` and fetch's own error in `cause`.
      const error = new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        data: null,
        message: ERR_DEFAULT,
        cause,
      });
      throw withRequest(error, method, target);
    }
    const url = response.url || target;
    if (!response.ok) {
      const error = withRequest(
        await typedError(response.status, data, init.sent, response.headers.get('retry-after')),
        method,
        url,
      );
      if (endsSession(error)) client.onUnauthorized?.(error);
      throw error;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw withRequest(new InvalidResponseError(response.status, data, parsed.error.issues), method, url);
    }
    const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
    if (options.onTotal && Number.isSafeInteger(total)) options.onTotal(total);
    return parsed.data;
  };
}
