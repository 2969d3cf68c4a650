import { ko } from '@kbet/sdk/i18n';
import { Link } from '@/lib/Link';
import styles from './ErrorPage.module.css';
import { buttonClass } from './ui/Button';
import { Icon } from './ui/Icon';

export interface ErrorPageProps {
  readonly status: number;
  /** Shown under the heading for errors other than 404. */
  readonly message?: string;
}

/**
 * The error page (spec §2): the status code; for 404 the page-not-found text, otherwise 오류가 발생했습니다.
 * with the message; a link home.
 * @example <ErrorPage status={404} />
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        <span className="visually-hidden">{status} </span>
        {notFound ? ko.PAGE_NOT_FOUND : ko.ERROR_OCCURRED}
      </h1>
      {!notFound && message && <p className={styles.message}>{message}</p>}
      <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
        <Icon name="home" size={18} />
        홈으로
      </Link>
    </section>
  );
}
