import { Panel } from '@/components/ui/Panel';
import { SportsTree } from '@/features/sports-nav/components/SportsTree';
import styles from './SiteLayout.module.css';

/**
 * The desktop left sidebar (spec §2): sports search and the sport > location > league tree.
 */
export function LeftSidebar() {
  return (
    <aside className={styles.left} aria-label="종목 메뉴">
      <div className={styles.sticky}>
        <Panel title="스포츠" icon="football">
          <SportsTree />
        </Panel>
      </div>
    </aside>
  );
}
