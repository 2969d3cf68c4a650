import { Icon } from '@/components/ui/Icon';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import helpline from '../assets/helpline.svg';
import oversight from '../assets/oversight.svg';
import scoreboard from '../assets/scoreboard.svg';
import therapy from '../assets/therapy.svg';
import styles from './BannerPanel.module.css';

interface Banner {
  readonly key: string;
  readonly image: string;
  readonly title: string;
  readonly text: string;
  /** External banners open in a new tab; the scoreboard banner stays on the site. */
  readonly href: string;
  readonly external: boolean;
}

/** Spec §2: four banners, three external, the fourth to /sportsboard. kbet links the external ones to help. */
const BANNERS: readonly Banner[] = [
  {
    key: 'helpline',
    image: helpline,
    title: '도박문제 상담 1336',
    text: '한국도박문제예방치유원 · 24시간 무료 상담',
    href: 'https://www.kcgp.or.kr',
    external: true,
  },
  {
    key: 'oversight',
    image: oversight,
    title: '건전한 게임 문화',
    text: '사행산업통합감독위원회 안내',
    href: 'https://www.ngcc.go.kr',
    external: true,
  },
  {
    key: 'therapy',
    image: therapy,
    title: '온라인 상담 지원',
    text: 'Gambling Therapy · 다국어 상담',
    href: 'https://www.gamblingtherapy.org',
    external: true,
  },
  {
    key: 'sportsboard',
    image: scoreboard,
    title: '라이브 스코어보드',
    text: '실시간 스코어 · 오늘의 경기 · 최근 결과',
    href: paths.sportsboard.path,
    external: false,
  },
];

function BannerContent({ banner }: { readonly banner: Banner }) {
  return (
    <>
      <img
        className={styles.art}
        src={banner.image}
        alt=""
        width={480}
        height={200}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.copy}>
        <strong className={styles.title}>
          {banner.title}
          {banner.external && <Icon name="external" size={14} label="새 창" />}
        </strong>
        <span className={styles.text}>{banner.text}</span>
      </span>
    </>
  );
}

/**
 * The banner panel (spec §2).
 * @example <BannerPanel layout="stack" />
 */
export function BannerPanel({ layout = 'stack' }: { readonly layout?: 'stack' | 'row' }) {
  return (
    <nav aria-label="배너" className={`${styles.panel} ${styles[layout]}`}>
      {BANNERS.map((banner) =>
        banner.external ? (
          <a
            key={banner.key}
            className={styles.banner}
            href={banner.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <BannerContent banner={banner} />
          </a>
        ) : (
          <Link key={banner.key} className={styles.banner} to={banner.href}>
            <BannerContent banner={banner} />
          </Link>
        ),
      )}
    </nav>
  );
}
