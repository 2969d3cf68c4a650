import { testUser } from '@kbet/testkit/user';
import { act, cleanup, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { ResponsibleGamblingLayer } from '../components/ResponsibleGamblingLayer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResponsibleGamblingLayer', () => {
  it("starts the reality-check reminder (its chunk, its member's status read, its timer) only once the page has gone idle", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const realityCheck = vi.fn(async () => ({
      intervalMinutes: 60 as const,
      sessionStartedAt: new Date().toISOString(),
      netResult: 0,
    }));
    const harness = await createKbetHarness({ user: testUser(), client: { rg: { realityCheck } } });
    await harness.render(<ResponsibleGamblingLayer />);
    expect(realityCheck).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => {
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
    await waitFor(() => expect(realityCheck).toHaveBeenCalledOnce());
  });

  it("renders no reminder boundary into the server's HTML, so hydration has none to wait for", async () => {
    const harness = await createKbetHarness({ user: testUser() });
    const html = renderToString(<harness.wrapper>{<ResponsibleGamblingLayer />}</harness.wrapper>);
    expect(html).toBe('');
  });
});
