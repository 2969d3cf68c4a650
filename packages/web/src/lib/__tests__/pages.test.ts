import { describe, expect, it } from 'vitest';
import { isPageAvailable, setAvailablePages } from '../pages';

describe('page availability', () => {
  it('knows only the registered pages, query and hash ignored', () => {
    setAvailablePages(['/', '/deposit', '/community/notice/detail/:id']);
    expect(isPageAvailable('/deposit?from=menu')).toBe(true);
    expect(isPageAvailable('/community/notice/detail/7#top')).toBe(true);
    expect(isPageAvailable('/attendance')).toBe(false);
    setAvailablePages([]);
    expect(isPageAvailable('/deposit')).toBe(false);
  });
});
