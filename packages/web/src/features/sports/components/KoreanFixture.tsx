import type { FixtureOdds, FixtureSummary } from '@kbet/sdk';
import { teamName } from '@kbet/sdk';
import { memo, useId, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { formatKst } from '@/lib/formatKst';
import type { SlipToggle } from '../hooks/useSlipToggle';
import { MAIN_MARKET, mainMarkets, marketLines, pick } from '../utils/fixtureMarkets';
import { FixtureMarkets } from './FixtureMarkets';
import styles from './KoreanFixture.module.css';
import { OddsButton } from './OddsButton';

export interface KoreanFixtureProps {
  readonly fixture: FixtureSummary;
  readonly slip: SlipToggle;
}

/**
 * A fixture of the Korean view: one row per market line (승무패, every 핸디캡 and 언더오버 line), home on the
 * left and away on the right, the draw or the line in the middle. Memoised like FixtureRow: a live patch renders
 * only the fixture it changed.
 * @example <KoreanFixture fixture={fixture} slip={slip} />
 */
export const KoreanFixture = memo(function KoreanFixture({ fixture, slip }: KoreanFixtureProps) {
  const [open, setOpen] = useState(false);
  const marketsId = useId();
  const { winner, handicap, total, more } = mainMarkets(fixture);
  const home = teamName(fixture.home);
  const away = teamName(fixture.away);
  const button = (odds: FixtureOdds | undefined, label: string) => (
    <OddsButton
      fixture={fixture}
      odds={odds}
      slip={slip}
      onToggle={(o) => slip.toggle(fixture, o)}
      label={label}
    />
  );
  const rows = [
    ...(winner
      ? [
          {
            key: 'winner',
            type: winner.marketId === MAIN_MARKET.WIN_LOSE ? '승패' : '승무패',
            tone: styles.typeWinner,
            left: button(pick(winner, '1'), home),
            middle:
              winner.marketId === MAIN_MARKET.WIN_LOSE ? (
                <span className={styles.vs}>VS</span>
              ) : (
                button(pick(winner, 'X'), '무')
              ),
            right: button(pick(winner, '2'), away),
          },
        ]
      : []),
    ...marketLines(handicap).map((line) => ({
      key: `handicap:${line.line}`,
      type: '핸디캡',
      tone: styles.typeHandicap,
      left: button(line.first, home),
      middle: <span className={styles.line}>{line.line}</span>,
      right: button(line.second, away),
    })),
    ...marketLines(total).map((line) => ({
      key: `total:${line.line}`,
      type: '언더오버',
      tone: styles.typeTotal,
      left: button(line.first, '오버'),
      middle: <span className={styles.line}>{line.line}</span>,
      right: button(line.second, '언더'),
    })),
  ];
  return (
    <article className={styles.fixture} aria-label={`${home} vs ${away}`}>
      <header className={styles.header}>
        <time dateTime={fixture.startDate} className={styles.time}>
          {formatKst(fixture.startDate, 'datetime').slice(5)}
        </time>
        <span className={styles.match}>
          {home} <span className={styles.versus}>vs</span> {away}
        </span>
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={open ? marketsId : undefined}
          aria-label={`${home} vs ${away} 전체 마켓 ${more}개 더보기`}
          onClick={() => setOpen(!open)}
        >
          {more > 0 ? `+${more}` : '더보기'}
          <Icon name="chevronDown" size={14} />
        </button>
      </header>
      <ul className={styles.lines}>
        {rows.map((row) => (
          <li key={row.key} className={styles.lineRow}>
            <span className={`${styles.type} ${row.tone}`}>{row.type}</span>
            {row.left}
            <span className={styles.middle}>{row.middle}</span>
            {row.right}
          </li>
        ))}
      </ul>
      {open && <FixtureMarkets fixture={fixture} slip={slip} id={marketsId} />}
    </article>
  );
});
