import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/base.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { kbet } from './lib/kbet';
import { viewportRedirect } from './lib/viewportRedirect';
import { readSsrPayload } from './ssr/ssrPayload';

// Spec §2: a 768-1919 px screen arriving without mtpt starts on /europe (before the router reads the URL).
const redirect = viewportRedirect(window.screen.width, window.location.search, Date.now());
if (redirect) window.history.replaceState(null, '', redirect);

void kbet.stores.session.restore();

const root = document.getElementById('root');
const payload = readSsrPayload(document);
if (root) {
  // The server renders guests' pages; a stored session (still restoring) or a redirected URL renders afresh.
  if (payload && !redirect && kbet.stores.session.get().status === 'guest') {
    kbet.stores.cache.hydrate(payload.cache);
    hydrateRoot(
      root,
      <AppProvider viewport={payload.viewport} renderedAt={payload.now}>
        <AppRouter />
      </AppProvider>,
    );
  } else {
    createRoot(root).render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    );
  }
}
