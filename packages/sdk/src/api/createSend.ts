import { createFetch } from 'ofetch';
import type * as z from 'zod/mini';
import { ApiError } from '../errors/apiError';
import { BlockedError } from '../errors/blockedError';
import type { SentBetting } from '../errors/oddsChangedError';
import { SessionEndedError } from '../errors/sessionEndedError';
import { toKbetError } from '../errors/toKbetError';
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

const endsSession = (error: ApiError): boolean =>
  error.status === 401 ||
  error instanceof SessionEndedError ||
  (error instanceof BlockedError && error.status === 406);

/** The URL a call asks for, as ofetch builds it: base, path and the query's defined values. */
function requestUrl(baseURL: string, path: string, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return `${baseURL.replace(/\/+$/, '')}${path}${text === '' ? '' : `?${text}`}`;
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
  const $fetch = createFetch(client.fetch ? { fetch: client.fetch } : {});
  return async (method, path, schema, init = {}) => {
    const { options = {} } = init;
    const headers: Record<string, string> = {};
    const token = client.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.money) headers['idempotency-key'] = options.idempotencyKey ?? newKey();
    let response: Awaited<ReturnType<typeof $fetch.raw>>;
    try {
      response = await $fetch.raw(path, {
        baseURL: client.baseURL,
        method,
        headers,
        query: init.query as Record<string, unknown> | undefined,
        body: init.body as Record<string, unknown> | undefined,
        signal: options.signal,
        credentials: 'include',
        // Retries belong to the caller: a repeated money move must reuse its idempotency key.
        retry: false,
        ignoreResponseError: true,
      });
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
      throw withRequest(error, method, requestUrl(client.baseURL, path, init.query));
    }
    const data: unknown = response._data;
    const url = response.url || requestUrl(client.baseURL, path, init.query);
    if (!response.ok) {
      const error = withRequest(
        toKbetError(response.status, data, init.sent, response.headers.get('retry-after')),
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
