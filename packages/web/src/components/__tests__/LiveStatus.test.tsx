import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveStatus } from '../LiveStatus';

afterEach(cleanup);

describe('LiveStatus', () => {
  it.each([
    ['live', '실시간', 'success'],
    ['idle', '연결 대기', 'warning'],
    ['connecting', '연결 중', 'warning'],
    ['reconnecting', '재연결 중 · 5초마다 갱신', 'warning'],
    ['stale', '지연 · 5초마다 갱신', 'warning'],
    ['closed', '5초마다 갱신', 'warning'],
  ] as const)('%s: %s', (state, label, tone) => {
    render(<LiveStatus state={state} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(label);
    // The badge's tone class (CSS modules keep the local name in the generated one).
    expect(status.parentElement?.className).toMatch(new RegExp(`_${tone}_`));
  });
});
