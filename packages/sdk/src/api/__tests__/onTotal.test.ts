import { describe, expect, it, vi } from 'vitest';
import { createKbetClient } from '../createKbetClient';

const notice = {
  id: 1,
  title: '점검 안내',
  contents: '<p>내용</p>',
  createTimestamp: '2025-03-01T12:00:00.000Z',
};

const answering = (headers: Record<string, string>) =>
  createKbetClient({
    baseURL: 'http://kbet.test',
    fetch: async () =>
      new Response(JSON.stringify([notice]), {
        status: 200,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  });

describe('onTotal', () => {
  it('hears the x-total-count of a board page', async () => {
    const onTotal = vi.fn();
    const client = answering({ 'x-total-count': '23' });
    expect(await client.board.page({ category: 'event', page: 2, perpage: 10 }, { onTotal })).toEqual([
      notice,
    ]);
    expect(onTotal).toHaveBeenCalledExactlyOnceWith(23);
  });

  it('stays silent without a readable count', async () => {
    const onTotal = vi.fn();
    await answering({}).board.page({ category: 'event' }, { onTotal });
    await answering({ 'x-total-count': 'many' }).board.page({ category: 'event' }, { onTotal });
    expect(onTotal).not.toHaveBeenCalled();
  });
});
