import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../Link';
import { NavLink } from '../NavLink';

afterEach(cleanup);

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link and NavLink', () => {
  it('marks the link of the page shown and of its parents (not /), the exact path only with end', () => {
    renderAt(
      '/minigame/donghang',
      <>
        <NavLink to="/">home</NavLink>
        <NavLink to="/" end>
          home-end
        </NavLink>
        <NavLink to="/minigame">area</NavLink>
        <NavLink to="/minigame" end className="x">
          area-end
        </NavLink>
        <NavLink to="/MINIGAME/donghang" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          game
        </NavLink>
        <NavLink to="/minigame/dong">prefix</NavLink>
      </>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('home')).toBeNull();
    expect(current('home-end')).toBeNull();
    expect(current('area')).toBe('page');
    expect(current('area-end')).toBeNull();
    expect(screen.getByRole('link', { name: 'area-end' }).className).toBe('x');
    expect(screen.getByRole('link', { name: 'area' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'game' }).className).toBe('on');
    expect(current('prefix')).toBeNull();
  });

  it('navigates in the app on a plain click, and not when the click handler prevents it', () => {
    const refuse = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <>
        <Link to="/europe">go</Link>
        <Link to="/inplay" onClick={refuse}>
          stay
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'go' }).getAttribute('href')).toBe('/europe');
    fireEvent.click(screen.getByRole('link', { name: 'stay' }));
    expect(refuse).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByRole('status').textContent).toBe('/europe');
  });
});
