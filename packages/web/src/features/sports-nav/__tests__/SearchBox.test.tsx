import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchView } from '@/lib/prematchView';
import { createKbetHarness } from '@/test/renderWithKbet';
import { SearchBox } from '../components/SearchBox';

afterEach(() => {
  cleanup();
  prematchView.select('EU');
});

function At() {
  const { pathname, search } = useLocation();
  return <p data-testid="at">{`${pathname}${search}`}</p>;
}

async function search(text: string) {
  const kbet = await createKbetHarness({});
  await kbet.renderRoutes(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/europe', Component: At },
    ],
    '/',
  );
  fireEvent.change(screen.getByLabelText('팀, 리그 검색'), { target: { value: text } });
  const input = screen.getByLabelText('팀, 리그 검색');
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  return (await screen.findByTestId('at')).textContent;
}

describe('SearchBox (spec §2: Enter goes to the Korean or European page in use)', () => {
  it('opens the European view while it is the one in use', async () => {
    expect(await search(' 맨시티 ')).toBe(`/europe?search=${encodeURIComponent('맨시티')}`);
  });

  it('opens the Korean view when the member was on it', async () => {
    prematchView.select('KR');
    expect(await search('맨시티')).toBe(`/europe?game_type=KR&search=${encodeURIComponent('맨시티')}`);
  });
});
