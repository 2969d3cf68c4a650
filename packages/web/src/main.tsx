import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/base.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { kbet } from './lib/kbet';
import { replayBlockedClicks } from './lib/replayBlockedClicks';
import { viewportRedirect } from './lib/viewportRedirect';
import { readSsrPayload } from './ssr/ssrPayload';

// Spec §2: a 768-1919 px screen arriving without mtpt starts on /europe (before the router reads the URL).
const redirect = viewportRedirect(window.screen.width, window.location.search, Date.now());
if (redirect) window.history.replaceState(null, '', redirect);

const root = document.getElementById('root');
const payload = redirect ? null : readSsrPayload(document);
const { session } = kbet.stores;
// A member's page starts from the session it was rendered with, unless this browser's stored stamp of that member
// has expired (spec §4): then the session ends as on any start-up, and the page renders afresh.
const hydrated = payload?.member ? kbet.hydrate(payload.member) : false;
if (!hydrated) void session.restore();

if (root) {
  // The server renders guests' and members' pages; a guest's page with a stored session (still restoring), an
  // expired member's, or a redirected URL renders afresh.
  if (payload && (hydrated || (!payload.member && session.get().status === 'guest'))) {
    kbet.stores.cache.hydrate(payload.cache);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole shell (a blocking lane: one long task on a slow phone); a tap meanwhile hydrates its target at
    // once. The Suspense boundaries inside (pages, lazy parts) hydrate in renders of their own after the shell.
    startTransition(() => {
      hydrateRoot(
        root,
        <AppProvider viewport={payload.viewport} renderedAt={payload.now}>
          <AppRouter />
        </AppProvider>,
      );
    });
    replayBlockedClicks(root);
  } else {
    createRoot(root).render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    );
  }
}
