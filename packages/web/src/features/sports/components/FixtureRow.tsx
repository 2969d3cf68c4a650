import type { FixtureSummary } from '@kbet/sdk';
import { teamName } from '@kbet/sdk';
import { memo, type ReactNode, useId, useState } from 'react';
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
        <MarketGroup label={`${title} ${winner?.nameKorean ?? '승무패'}`} className={styles.winner}>
          {button(pick(winner, '1'))}
          {/* A 12 market has no draw: the empty middle keeps the columns under 승 무 패. */}
          {button(pick(winner, 'X'))}
          {button(pick(winner, '2'))}
        </MarketGroup>
        <MarketGroup label={`${title} 핸디캡`} className={styles.handicap}>
          {button(line?.first, signedLine(line?.first?.betLine))}
          {button(line?.second, signedLine(line?.second?.betLine))}
        </MarketGroup>
        <MarketGroup label={`${title} 언더오버`} className={styles.total}>
          {button(totalLine?.first, totalLine ? `오버 ${totalLine.line}` : undefined)}
          {button(totalLine?.second, totalLine ? `언더 ${totalLine.line}` : undefined)}
        </MarketGroup>
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={open ? marketsId : undefined}
          aria-label={`${title} 전체 마켓 ${more}개 더보기`}
          onClick={() => setOpen(!open)}
        >
          {more > 0 ? `+${more}` : <Icon name="more" size={16} />}
        </button>
      </div>
      {open && <FixtureMarkets fixture={fixture} slip={slip} id={marketsId} />}
    </div>
  );
});

/**
 * One market's prices in a row, a group named for assistive technology. A div with the group role rather than a
 * fieldset and a hidden legend: the same group and name, without the fieldset's anonymous box and a legend per
 * market, three of each in every row that the phone lays out at the first paint and again when the web fonts
 * arrive (/europe's layout objects 1,056 -> 975).
 */
function MarketGroup({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add layout boxes (see above), not semantics.
    <div role="group" aria-label={label} className={`${styles.group} ${className}`}>
      {children}
    </div>
  );
}
