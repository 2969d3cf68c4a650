import { ErrorPage } from '@/components/ErrorPage';

/** Any path the site has no page for (spec §2 error page, 404). */
export function Component() {
  return <ErrorPage status={404} />;
}
