import { createBrowserRouter, RouterProvider } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { RootLayout } from './RootLayout';
import { routes } from './routes';
import { RouteError } from './routes/error';

const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while a lazy first page loads (a deep link), before the layout can render.
    HydrateFallback: () => (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner size={28} />
      </div>
    ),
    children: [...routes, { path: '*', lazy: () => import('./routes/notFound') }],
  },
]);

/** The site's router: the root layout around every page of routes.tsx, and the error page. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
