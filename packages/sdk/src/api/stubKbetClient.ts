import { ApiError } from '../errors/apiError';
import type { KbetClient } from './createKbetClient';
import type { Send } from './createSend';
import { memberCalls } from './memberCalls';

type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly DeepPartial<U>[]
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A call's stand-in: the real call's arguments, and an answer holding the fields the test cares about. */
type StubCall<F> = F extends (...args: infer A) => Promise<infer R>
  ? (...args: A) => Promise<DeepPartial<R>>
  : F;

type Stubs<T> = {
  readonly [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? StubCall<T[K]> : Stubs<T[K]>;
};

/** Some of a client's calls, group by group (`{ board: { messages: { list } } }`). */
export type KbetClientStubs = Stubs<KbetClient>;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `stubs` laid over `base`, group by group. */
function overlay(base: object, stubs: object): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, stub] of Object.entries(stubs)) {
    const current = merged[key];
    merged[key] = isGroup(current) && isGroup(stub) ? overlay(current, stub) : stub;
  }
  return merged;
}

/**
 * A typed stand-in client for tests and previews of a frontend: the given calls (later layers over earlier ones)
 * with the real calls' names and arguments, answering the fields a test cares about; every other call rejects
 * with an ApiError that names it.
 * @example const client = stubKbetClient({ member: { get: async (id) => ({ id, nickname: '홍길동' }) } });
 */
export function stubKbetClient(...layers: readonly KbetClientStubs[]): KbetClient {
  const refuse: Send = (method, path) =>
    Promise.reject(
      new ApiError({
        status: 0,
        code: 'NOT_STUBBED',
        data: null,
        message: `${method} ${path} is not stubbed.`,
      }),
    );
  const real = memberCalls(refuse);
  // A stand-in answers fewer fields than the real call: the client's type is what the code under test sees.
  return layers.reduce<object>((client, stubs) => overlay(client, stubs), real) as typeof real;
}
