import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoundCountdown } from '../components/RoundCountdown';

const START = Date.parse('2026-11-26T00:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RoundCountdown', () => {
  it('counts down each second to the close of betting, then says betting is closed', () => {
    render(<RoundCountdown round={128} closeAt="2026-11-26T00:01:05.000Z" />);
    expect(screen.getByText('128회차')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:05');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('01:04');
    act(() => vi.advanceTimersByTime(64_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('베팅 마감')).toBeTruthy();
  });
});
