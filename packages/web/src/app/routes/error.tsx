import { isApiError } from '@kbet/sdk/errors';
import { ErrorPage } from '@/components/ErrorPage';

/**
 * The error page for an error a page threw while rendering: an API error's status (500 for anything else)
 * with its message (spec §2).
 */
export function RouteError({ error }: { readonly error: unknown }) {
  if (isApiError(error)) return <ErrorPage status={error.status} message={error.message} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
