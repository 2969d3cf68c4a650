import { describe, expect, it } from 'vitest';
import { isApiError } from '../../errors/apiError';
import { stubKbetClient } from '../stubKbetClient';

describe('stubKbetClient', () => {
  it('answers with the stubs, later layers over earlier ones, group by group', async () => {
    const client = stubKbetClient(
      { board: { messages: { unreadCount: async () => 3 } }, member: { get: async (id) => ({ id }) } },
      { member: { get: async (id) => ({ id, nickname: '홍길동' }) } },
    );
    expect(await client.member.get(7)).toEqual({ id: 7, nickname: '홍길동' });
    expect(await client.board.messages.unreadCount(7)).toBe(3);
  });

  it('refuses every call it was not given, naming it', async () => {
    const client = stubKbetClient({ board: { messages: { unreadCount: async () => 0 } } });
    const failure = await client.board.messages.list(7).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('NOT_STUBBED');
    expect(isApiError(failure) && failure.message).toMatch(/^GET \/.+ is not stubbed\.$/);
  });
});
