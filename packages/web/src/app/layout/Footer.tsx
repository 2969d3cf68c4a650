import { Logo } from '@/components/Logo';
import { SITE_LINKS } from '@/config/nav';
import { Link } from '@/lib/Link';
import styles from './Footer.module.css';
import { isAvailable } from './navAvailability';

/**
 * The desktop footer: site links, the play-money and age notice, and where to get help (compliance §3, §4).
 */
export function Footer() {
  const links = SITE_LINKS.filter(isAvailable);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.note}>
            kbet은 가상 머니로 운영되는 데모 서비스입니다. 실제 금전 거래가 없으며, 만 19세 미만은 이용할 수
            없습니다.
          </p>
        </div>
        {links.length > 0 && (
          <nav aria-label="사이트 링크">
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to ?? '/'}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.help}>
          <strong>도박 문제로 어려움을 겪고 계신가요?</strong> 한국도박문제예방치유원 상담전화{' '}
          <a href="tel:1336">1336</a> (24시간)
        </p>
        <p className={styles.copy}>© kbet. 책임감 있는 게임 문화를 지지합니다.</p>
      </div>
    </footer>
  );
}
