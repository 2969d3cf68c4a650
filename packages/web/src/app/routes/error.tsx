import { isApiError } from '@kbet/sdk';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';

/**
 * The router's error boundary: the status of a route error or API error (500 for anything else) on the
 * error page (spec §2).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />;
  if (isApiError(error)) return <ErrorPage status={error.status} message={error.message} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
