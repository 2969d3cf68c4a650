import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useAfterFirstPaint } from '../useAfterFirstPaint';

afterEach(cleanup);

function Probe({ seen }: { readonly seen: boolean[] }) {
  seen.push(useAfterFirstPaint());
  return null;
}

it('is false in the first render and true after the frame that painted it', async () => {
  const seen: boolean[] = [];
  act(() => {
    render(<Probe seen={seen} />);
  });
  expect(seen).toEqual([false]);
  await waitFor(() => expect(seen).toEqual([false, true]));
});
