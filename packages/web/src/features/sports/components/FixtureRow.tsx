import type { FixtureSummary } from '@kbet/sdk';
import { teamName } from '@kbet/sdk';
import { memo, useId, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { SlipToggle } from '../hooks/useSlipToggle';
import { mainMarkets, marketLines, pick } from '../utils/fixtureMarkets';
import { FixtureMarkets } from './FixtureMarkets';
import styles from './FixtureRow.module.css';
import { FixtureTeams } from './FixtureTeams';
import { OddsButton } from './OddsButton';

/** A handicap line from its team's side, signed: '-0.75', '+0.75', '0'. */
const signedLine = (line: string | null | undefined) =>
  line === null || line === undefined ? undefined : line.startsWith('-') || line === '0' ? line : `+${line}`;

export interface FixtureRowProps {
  readonly fixture: FixtureSummary;
  readonly slip: SlipToggle;
}

/**
 * A fixture of the European view and of /inplay: kick-off or live score, the winner market (1X2 or 12), the
 * main handicap and under/over lines, and a button that opens the fixture's other markets. Memoised: a live
 * price patches one fixture of the page (the others keep their objects), and only its row renders again.
 * @example <FixtureRow fixture={fixture} slip={slip} />
 */
export const FixtureRow = memo(function FixtureRow({ fixture, slip }: FixtureRowProps) {
  const [open, setOpen] = useState(false);
  const marketsId = useId();
  const { winner, handicap, total, more } = mainMarkets(fixture);
  const [line] = marketLines(handicap);
  const [totalLine] = marketLines(total);
  const button = (odds: Parameters<typeof slip.isSelected>[0], label?: string) => (
    <OddsButton
      fixture={fixture}
      odds={odds}
      slip={slip}
      onToggle={(o) => slip.toggle(fixture, o)}
      label={label}
      stacked
    />
  );
  const title = `${teamName(fixture.home)} vs ${teamName(fixture.away)}`;
  return (
    <div className={styles.fixture}>
      <div className={styles.row}>
        <FixtureTeams fixture={fixture} />
        <fieldset className={`${styles.group} ${styles.winner}`}>
          <legend className="visually-hidden">{`${title} ${winner?.nameKorean ?? '승무패'}`}</legend>
          {button(pick(winner, '1'))}
          {/* A 12 market has no draw: the empty middle keeps the columns under 승 무 패. */}
          {button(pick(winner, 'X'))}
          {button(pick(winner, '2'))}
        </fieldset>
        <fieldset className={`${styles.group} ${styles.handicap}`}>
          <legend className="visually-hidden">{`${title} 핸디캡`}</legend>
          {button(line?.first, signedLine(line?.first?.betLine))}
          {button(line?.second, signedLine(line?.second?.betLine))}
        </fieldset>
        <fieldset className={`${styles.group} ${styles.total}`}>
          <legend className="visually-hidden">{`${title} 언더오버`}</legend>
          {button(totalLine?.first, totalLine ? `오버 ${totalLine.line}` : undefined)}
          {button(totalLine?.second, totalLine ? `언더 ${totalLine.line}` : undefined)}
        </fieldset>
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={open ? marketsId : undefined}
          aria-label={`${title} 전체 마켓 ${more}개 더보기`}
          onClick={() => setOpen(!open)}
        >
          {more > 0 ? `+${more}` : <Icon name="more" size={16} />}
          <Icon name="chevronDown" size={14} className={styles.chevron} />
        </button>
      </div>
      {open && <FixtureMarkets fixture={fixture} slip={slip} id={marketsId} />}
    </div>
  );
});
