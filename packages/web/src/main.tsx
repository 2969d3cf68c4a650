import { createRoot } from 'react-dom/client';
import './styles/base.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { kbet } from './lib/kbet';
import { viewportRedirect } from './lib/viewportRedirect';

// Spec §2: a 768-1919 px screen arriving without mtpt starts on /europe (before the router reads the URL).
const redirect = viewportRedirect(window.screen.width, window.location.search, Date.now());
if (redirect) window.history.replaceState(null, '', redirect);

void kbet.stores.session.restore();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <AppProvider>
      <AppRouter />
    </AppProvider>,
  );
}
