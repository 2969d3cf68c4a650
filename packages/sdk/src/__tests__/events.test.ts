import { describe, expect, it, vi } from 'vitest';
import { createKbetEvents } from '../events';

describe('createKbetEvents', () => {
  it('delivers typed events to their handlers until removed', () => {
    const events = createKbetEvents();
    const ended = vi.fn();
    events.on('session:ended', ended);
    events.emit('session:ended', { reason: 'otherDevice', message: '다른 기기에서 로그인되었습니다.' });
    events.off('session:ended', ended);
    events.emit('session:ended', { reason: 'logout' });
    expect(ended.mock.calls).toEqual([
      [{ reason: 'otherDevice', message: '다른 기기에서 로그인되었습니다.' }],
    ]);
  });

  it('gives each app its own bus', () => {
    const one = createKbetEvents();
    const two = createKbetEvents();
    const handler = vi.fn();
    one.on('message:new', handler);
    two.emit('message:new', { unread: 3 });
    one.emit('betslip:cleared');
    one.emit('message:new', { unread: 1 });
    expect(handler.mock.calls).toEqual([[{ unread: 1 }]]);
  });
});
