import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../errors/apiError';
import { ERR_DEFAULT } from '../../i18n/ko';
import { createSend } from '../createSend';

// The typed errors' mapping loads at the first failed answer; here its load fails, as a dropped connection or a
// deploy that removed the build's file would make it.
vi.mock('../../errors/toKbetError', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('createSend when the typed errors’ mapping cannot load', () => {
  it('rejects with an ApiError carrying the server’s code and the default message, not the loader’s error', async () => {
    const send = createSend({
      baseURL: 'http://kbet.test',
      fetch: async () =>
        new Response(JSON.stringify({ code: 'BET_CLOSED', message: '마감되었습니다.' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const failure = await send('POST', '/betting', z.object({}), { body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'BET_CLOSED',
      message: ERR_DEFAULT,
      details: { method: 'POST', url: 'http://kbet.test/betting', status: 409 },
    });
    expect((failure as ApiError).cause).toBeInstanceOf(Error);
  });
});
