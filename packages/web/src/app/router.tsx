import { type ComponentType, Component as ReactComponent, type ReactNode, Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';
import { type AppRoute, routes } from './routes';
import { RouteError } from './routes/error';

const NotFound = lazyPage(() => import('./routes/notFound'));

/** A bundled page as is; a lazy page behind React.lazy, created once so its module loads once. */
const pageOf = (route: AppRoute): ComponentType => {
  if (route.Component) return route.Component;
  const load = route.lazy;
  if (!load) throw new Error(`route ${route.path} has neither Component nor lazy`);
  return lazyPage(load);
};

const pages = routes.map((route) => ({ path: route.path, Page: pageOf(route) }));

// Per page, inside the layout: the site chrome stays up while a page's module loads.
const inSuspense = (page: ReactNode) => (
  <Suspense
    fallback={
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <Spinner size={28} />
      </div>
    }
  >
    {page}
  </Suspense>
);

interface BoundaryProps {
  readonly children: ReactNode;
  /** A new value clears a shown error: the member navigated away from the broken page. */
  readonly resetKey: string;
}

/** Catches a page's render error and shows the error page (spec §2) in its place. */
class PageErrorBoundary extends ReactComponent<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * Every page inside the root layout, under the router its caller gives: the browser's, or a static one for the
 * server rendering (src/entry-server.tsx).
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <PageErrorBoundary resetKey={location.pathname}>
      <Pages />
    </PageErrorBoundary>
  );
}

/**
 * The matched page inside the root layout. Route objects rather than <Routes> children: react-router's
 * createRoutesFromChildren (which turns those children into these objects) then stays out of the client build.
 */
function Pages() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [
        ...pages.map(({ path, Page }) => ({ path, element: inSuspense(<Page />) })),
        { path: '*', element: inSuspense(<NotFound />) },
      ],
    },
  ]);
}

/**
 * The site's router: the root layout around every page of routes.tsx, and the error page. Declarative
 * routing keeps the data router (loaders, actions, fetchers: about 17 KB gzipped the site never uses) out of
 * the first load; pages load lazily through React.lazy, each behind its own Suspense inside the layout.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
