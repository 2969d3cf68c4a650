import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useAfterFirstPaint } from '../useAfterFirstPaint';

afterEach(cleanup);

it('is false in the first render and true after the frame that painted it', async () => {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useAfterFirstPaint());
    return null;
  }
  act(() => {
    render(<Probe />);
  });
  expect(seen).toEqual([false]);
  await waitFor(() => expect(seen).toEqual([false, true]));
});
