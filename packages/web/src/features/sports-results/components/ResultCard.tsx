import {
  type FixtureResult,
  fixtureResultSummary,
  type LineOutcome,
  RESULT_MARKET,
  type WinnerOutcome,
} from '@kbet/sdk';
import { Icon } from '@/components/ui/Icon';
import { formatKst } from '@/lib/formatKst';
import { Link } from '@/lib/Link';
import { sportIcon } from '@/lib/sportIcon';
import { formatLine } from '../utils/formatLine';
import { OutcomeBadge, ResultStateBadge } from './OutcomeBadge';
import styles from './ResultCard.module.css';

interface MarketCellProps {
  readonly name: string;
  readonly line?: string;
  readonly outcome: WinnerOutcome | LineOutcome | null;
}

function MarketCell({ name, line, outcome }: MarketCellProps) {
  return (
    <div className={styles.market}>
      <dt className={styles.marketName}>
        {name}
        {line !== undefined && <span className={styles.line}>{line}</span>}
      </dt>
      <dd className={styles.outcome}>
        {outcome ? <OutcomeBadge state={outcome.state}>{outcome.label}</OutcomeBadge> : <span>-</span>}
      </dd>
    </div>
  );
}

function LineList({
  title,
  kind,
  lines,
}: {
  title: string;
  kind: 'handicap' | 'total';
  lines: readonly LineOutcome[];
}) {
  if (lines.length === 0) return null;
  return (
    <div className={styles.lineGroup}>
      <h3 className={styles.lineTitle}>{title}</h3>
      <ul className={styles.lineList}>
        {lines.map((line) => (
          <li key={line.line} className={styles.lineItem}>
            <span className={styles.line}>{formatLine(kind, line.line)}</span>
            <OutcomeBadge state={line.state}>{line.label}</OutcomeBadge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ResultCardProps {
  readonly result: FixtureResult;
  /** The results of the fixture's league only. */
  readonly leagueHref: string;
}

/**
 * One final fixture: kick-off (KST), league, teams and final score, the period scores, the outcome of 1X2,
 * the main handicap and the main under/over line, its status, and every line on demand.
 * @example <ResultCard result={result} leagueHref="/game_result/sports?league=101" />
 */
export function ResultCard({ result, leagueHref }: ResultCardProps) {
  const summary = fixtureResultSummary(result);
  const finished = summary.state === 'finished';
  // An abandoned fixture keeps the score it stopped at; one never played shows VS.
  const played = finished || result.periods.length > 0;
  const winner = finished ? Math.sign(result.homeScore - result.awayScore) : 0;
  const winnerMarket = result.markets.find(
    (m) => m.marketId === RESULT_MARKET.MATCH_WINNER || m.marketId === RESULT_MARKET.WINNER_NO_DRAW,
  );
  const moreLines = summary.handicapLines.length > 1 || summary.totalLines.length > 1;
  const home = result.home.nameKorean || result.home.name;
  const away = result.away.nameKorean || result.away.name;
  return (
    <article
      className={styles.card}
      aria-label={
        played ? `${home} ${result.homeScore} 대 ${result.awayScore} ${away}` : `${home} 대 ${away}`
      }
    >
      <div className={styles.meta}>
        <time dateTime={result.startDate} className={styles.time}>
          {formatKst(result.startDate, 'datetime').slice(5)}
        </time>
        <span className={styles.sport}>
          <Icon name={sportIcon(result.sportId)} size={14} />
          {result.sportNameKorean || result.sportName}
        </span>
        <Link to={leagueHref} className={styles.league} title={`${result.leagueNameKorean} 결과만 보기`}>
          {result.locationNameKorean} · {result.leagueNameKorean || result.leagueName}
        </Link>
      </div>
      <h2 className={styles.match}>
        <span className={styles.home} data-winner={winner > 0 || undefined}>
          {home}
        </span>
        <span className={styles.score}>
          {played ? (
            <>
              <span className="visually-hidden">{` ${result.homeScore} 대 ${result.awayScore} `}</span>
              <span aria-hidden="true">
                {result.homeScore}
                <span className={styles.colon}>:</span>
                {result.awayScore}
              </span>
            </>
          ) : (
            <span className={styles.vs}>VS</span>
          )}
        </span>
        <span className={styles.away} data-winner={winner < 0 || undefined}>
          {away}
        </span>
      </h2>
      {summary.periods.length > 0 && (
        <ol className={styles.periods} aria-label="기간별 점수">
          {summary.periods.map((period) => (
            <li key={period.period} className={styles.period}>
              <span className={styles.periodLabel}>{period.label}</span>
              <span className="tabular">
                {period.home}:{period.away}
              </span>
            </li>
          ))}
        </ol>
      )}
      <dl className={styles.markets}>
        <MarketCell name={winnerMarket?.nameKorean ?? '승무패'} outcome={summary.winner} />
        <MarketCell
          name="핸디캡"
          line={summary.handicap ? formatLine('handicap', summary.handicap.line) : undefined}
          outcome={summary.handicap}
        />
        <MarketCell name="언더오버" line={summary.total?.line} outcome={summary.total} />
      </dl>
      <div className={styles.status}>
        <ResultStateBadge state={summary.state}>{summary.statusLabel}</ResultStateBadge>
      </div>
      {moreLines && (
        <details className={styles.lines}>
          <summary className={styles.linesToggle}>
            기준점별 결과
            <Icon name="chevronDown" size={14} className={styles.chevron} />
          </summary>
          <div className={styles.lineGroups}>
            <LineList title="핸디캡" kind="handicap" lines={summary.handicapLines} />
            <LineList title="언더오버" kind="total" lines={summary.totalLines} />
          </div>
        </details>
      )}
    </article>
  );
}
