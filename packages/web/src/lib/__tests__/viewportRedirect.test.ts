import { describe, expect, it } from 'vitest';
import { viewportRedirect } from '../viewportRedirect';

describe('viewportRedirect (spec §2 mtpt rule)', () => {
  const now = 1_700_000_000_000;

  it('sends a 768-1919 px screen without mtpt to /europe with the timestamp', () => {
    expect(viewportRedirect(768, '', now)).toBe('/europe?mtpt=1700000000000');
    expect(viewportRedirect(1919, '?page=2', now)).toBe('/europe?mtpt=1700000000000');
  });

  it('leaves phones (767 px or less), 1920 px screens and visits that carry mtpt alone', () => {
    expect(viewportRedirect(767, '', now)).toBeNull();
    expect(viewportRedirect(375, '', now)).toBeNull();
    expect(viewportRedirect(1920, '', now)).toBeNull();
    expect(viewportRedirect(2560, '', now)).toBeNull();
    expect(viewportRedirect(1024, '?mtpt=1', now)).toBeNull();
    expect(viewportRedirect(1024, '?sport_id=6046&mtpt=', now)).toBeNull();
  });
});
