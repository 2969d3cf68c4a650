import { afterEach, describe, expect, it, vi } from 'vitest';
import { shutdown } from './shutdown';

describe('shutdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes over a step that hangs or fails and still runs the later ones, in order', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const reports: string[] = [];
    const done = shutdown(
      [
        { name: 'http', run: () => new Promise(() => ran.push('http')), timeoutMs: 3_000 },
        { name: 'pool', run: () => Promise.reject(new Error('already closed')), timeoutMs: 3_000 },
        { name: 'absent', run: () => undefined, timeoutMs: 3_000 },
        { name: 'postgres', run: async () => ran.push('postgres'), timeoutMs: 3_000 },
      ],
      (message) => reports.push(message),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    await done;
    expect(ran).toEqual(['http', 'postgres']);
    expect(reports).toEqual([
      'shutdown: http did not finish within 3000 ms',
      'shutdown: pool failed: already closed',
    ]);
  });
});
