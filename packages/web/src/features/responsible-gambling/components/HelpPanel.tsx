import { Panel } from '@/components/ui/Panel';
import styles from './ResponsibleGambling.module.css';

/**
 * Where to get help (compliance §4): self-checks and the national helpline.
 * @example <HelpPanel />
 */
export function HelpPanel() {
  return (
    <Panel title="도움이 필요하신가요?" icon="headset">
      <div className={styles.stack}>
        <ul className={styles.signs}>
          <li>계획보다 오래, 또는 많은 금액을 이용하게 되나요?</li>
          <li>잃은 돈을 되찾으려고 다시 베팅한 적이 있나요?</li>
          <li>이용 때문에 가족, 일, 생활에 어려움이 생겼나요?</li>
        </ul>
        <p className={styles.helpline}>
          한국도박문제예방치유원 상담전화 <a href="tel:1336">1336</a> (24시간 · 무료 · 익명)
        </p>
      </div>
    </Panel>
  );
}
