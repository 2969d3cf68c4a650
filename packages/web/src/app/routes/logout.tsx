import { useKbet } from '@kbet/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import styles from './logout.module.css';

/** /logout (spec §4): ends the session, clears the stored user and goes home. */
export function Component() {
  const { session } = useKbet().stores;
  const navigate = useNavigate();
  useEffect(() => {
    // A partner's or recommender's logout reloads the page (spec §4); a member just goes home.
    const partner = (session.get().user?.type ?? 0) !== 0;
    void session.logout().then(() => {
      if (partner) window.location.assign('/');
      else navigate('/', { replace: true });
    });
  }, [session, navigate]);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">로그아웃</h1>
      <p role="status" className={styles.status}>
        <Spinner size={18} /> 로그아웃 중…
      </p>
    </div>
  );
}
