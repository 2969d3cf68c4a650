import { useSession } from '@kbet/react';
import { ko } from '@kbet/sdk';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/Logo';
import { afterLoginPath } from '@/features/auth/afterLoginPath';
import { LoginForm } from '@/features/auth/components/LoginForm';
import styles from './login.module.css';

/** Only a path of this site: '/x', never '//host' or a full URL. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/');

/**
 * /auth/login and /login?title= (spec §2): the login form; with a title, the page that needs a login.
 * Afterwards the member goes back to that page (`next`) or home, the staff account to /admin (spec §6).
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const title = params.get('title');
  const next = safeNext(params.get('next'));

  useEffect(() => {
    if (status === 'member') navigate(afterLoginPath(user, next), { replace: true });
  }, [status, user, next, navigate]);

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <div className={styles.brand}>
          <Logo compact />
        </div>
        <h1 id="login-title" className={styles.title}>
          {title ?? '로그인'}
        </h1>
        <p className={styles.sub}>{title ? ko.LOGIN_REQUIRED : 'kbet 계정으로 로그인하세요.'}</p>
        <LoginForm onSuccess={(member) => navigate(afterLoginPath(member, next), { replace: true })} />
      </div>
    </section>
  );
}
