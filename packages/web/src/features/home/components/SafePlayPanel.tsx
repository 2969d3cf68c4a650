import { buttonClass } from '@/components/ui/Button';
import { Icon, type IconName } from '@/components/ui/Icon';
import { Link } from '@/lib/Link';
import styles from './SafePlayPanel.module.css';

const TOOLS: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'wallet', title: '입금 한도', text: '1일 · 7일 · 1개월 한도를 직접 정하세요.' },
  { icon: 'clock', title: '이용 시간 알림', text: '정해둔 간격마다 이용 시간과 손익을 알려드립니다.' },
  { icon: 'lock', title: '타임아웃 · 자기 배제', text: '24시간부터 6개월 이상까지 이용을 멈출 수 있습니다.' },
];

/**
 * The responsible-gambling tools (compliance §4) on the home page, linking to their page when it exists.
 * @example <SafePlayPanel href="/responsible-gambling" />
 */
export function SafePlayPanel({ href }: { readonly href?: string }) {
  return (
    <section className={styles.panel} aria-labelledby="safe-play-title">
      <div className={styles.head}>
        <span className={styles.badge}>
          <Icon name="shield" size={22} />
        </span>
        <div>
          <h2 id="safe-play-title" className={styles.title}>
            건전한 이용을 위한 도구
          </h2>
          <p className={styles.sub}>도박 문제 상담: 한국도박문제예방치유원 1336 (24시간 무료)</p>
        </div>
        {href && (
          <Link to={href} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            설정하기
          </Link>
        )}
      </div>
      <ul className={styles.tools}>
        {TOOLS.map((tool) => (
          <li key={tool.title} className={styles.tool}>
            <Icon name={tool.icon} size={18} />
            <div>
              <strong>{tool.title}</strong>
              <p>{tool.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
