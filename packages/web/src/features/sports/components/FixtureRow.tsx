import type { FixtureSummary } from '@kbet/sdk';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { SlipToggle } from '../hooks/useSlipToggle';
import { mainMarkets, marketLines, pick } from '../utils/fixtureMarkets';
import { teamName } from '../utils/toSelection';
import { FixtureMarkets } from './FixtureMarkets';
import styles from './FixtureRow.module.css';
import { FixtureTeams } from './FixtureTeams';
import { OddsButton } from './OddsButton';

export interface FixtureRowProps {
  readonly fixture: FixtureSummary;
  readonly slip: SlipToggle;
}

/**
 * A fixture of the European view and of /inplay: kick-off or live score, the winner market (1X2 or 12), the
 * main handicap and under/over lines, and a button that opens the fixture's other markets.
 * @example <FixtureRow fixture={fixture} slip={slip} />
 */
export function FixtureRow({ fixture, slip }: FixtureRowProps) {
  const [open, setOpen] = useState(false);
  const marketsId = useId();
  const { winner, handicap, total, more } = mainMarkets(fixture);
  const [line] = marketLines(handicap);
  const [totalLine] = marketLines(total);
  const button = (odds: Parameters<typeof slip.isSelected>[0], label?: string) => (
    <OddsButton
      fixture={fixture}
      odds={odds}
      selected={slip.isSelected(odds)}
      onToggle={(o) => slip.toggle(fixture, o)}
      label={label}
    />
  );
  const title = `${teamName(fixture.home)} vs ${teamName(fixture.away)}`;
  return (
    <div className={styles.fixture}>
      <div className={styles.row}>
        <FixtureTeams fixture={fixture} />
        <fieldset className={`${styles.group} ${styles.winner}`} data-cols={winner?.marketId === 52 ? 2 : 3}>
          <legend className="visually-hidden">{`${title} ${winner?.nameKorean ?? '승무패'}`}</legend>
          {button(pick(winner, '1'))}
          {winner?.marketId !== 52 && button(pick(winner, 'X'))}
          {button(pick(winner, '2'))}
        </fieldset>
        <fieldset className={`${styles.group} ${styles.handicap}`}>
          <legend className="visually-hidden">{`${title} 핸디캡`}</legend>
          {button(line?.first, line?.first?.betLine ?? undefined)}
          {button(line?.second, line?.second?.betLine ?? undefined)}
        </fieldset>
        <fieldset className={`${styles.group} ${styles.total}`}>
          <legend className="visually-hidden">{`${title} 언더오버`}</legend>
          {button(totalLine?.first, totalLine ? `O ${totalLine.line}` : undefined)}
          {button(totalLine?.second, totalLine ? `U ${totalLine.line}` : undefined)}
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
}
