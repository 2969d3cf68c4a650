import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { Marquee } from '../components/Marquee';

afterEach(cleanup);

describe('Marquee (spec §2 site top notice)', () => {
  it('keeps an empty bar of its height while the settings load, then shows the notice', async () => {
    let answer: (settings: object) => void = () => {};
    const settings = () => new Promise<object>((resolve) => (answer = resolve));
    const kbet = await createKbetHarness({ client: { member: { settings } } });
    const { container } = await kbet.render(<Marquee />);
    const placeholder = container.firstElementChild;
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.className).toMatch(/marquee/);
    expect(screen.queryByRole('region', { name: '공지' })).toBeNull();

    await act(async () => answer({ siteNoticeFlg: '0', siteTopNotice: '  점검 안내: 오늘 새벽 4시  ' }));
    expect(screen.getByRole('region', { name: '공지' }).textContent).toContain('점검 안내: 오늘 새벽 4시');
  });

  it('shows nothing once the settings say there is no notice', async () => {
    const kbet = await createKbetHarness({ settings: { siteNoticeFlg: '0', siteTopNotice: ' ' } });
    const { container } = await kbet.render(<Marquee />);
    expect(container.innerHTML).toBe('');
  });
});
