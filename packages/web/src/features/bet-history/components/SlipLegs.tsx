import {
  type BetHistorySlip,
  BONUS_FIXTURE_ID,
  formatOdds,
  historyLegFlag,
  marketNameKorean,
  pickLabel,
  winFlagLabel,
} from '@kbet/sdk';
import type { ReactNode } from 'react';
import { DateTime } from '@/components/ui/DateTime';
import styles from './SlipLegs.module.css';
import { WinFlagBadge } from './WinFlagBadge';

type Leg = BetHistorySlip[number];

/** What one leg shows, the same in the table and in its card. */
interface LegView {
  readonly key: string;
  readonly time: ReactNode;
  readonly league: string;
  /** Home, the score or VS, away; null for the bonus leg. */
  readonly teams: readonly [string, string, string] | null;
  readonly market: string;
  readonly pick: string;
  readonly odds: string;
  readonly timingScore: string;
  readonly result: ReactNode;
}

function viewOf(leg: Leg): LegView {
  const flag = historyLegFlag(leg);
  const bonus = leg.sports_betting_sports_fixture_id === BONUS_FIXTURE_ID;
  const home = leg.sports_betting_home_participants_name;
  const away = leg.sports_betting_away_participants_name;
  return {
    key: leg.sports_betting_sports_prematch_odds_id,
    time: leg.startdate ? <DateTime value={leg.startdate} /> : '-',
    league: bonus ? '보너스' : leg.league_name,
    teams: bonus ? null : [home, leg.sports_betting_score || 'VS', away],
    market: marketNameKorean(leg.sports_betting_market_name),
    pick: bonus
      ? leg.sports_betting_bet_name
      : pickLabel({
          betName: leg.sports_betting_bet_name,
          betLine: leg.sports_betting_bet_line,
          marketName: leg.sports_betting_market_name,
          homeName: home,
          awayName: away,
        }),
    odds: formatOdds(leg.sports_betting_bet_price, 2),
    timingScore: leg.betTimingScore ?? '-',
    result: <WinFlagBadge flag={flag}>{winFlagLabel(flag) ?? '-'}</WinFlagBadge>,
  };
}

export interface SlipLegsProps {
  readonly slip: BetHistorySlip;
  /** In-play slips (game type 2) add the score at betting time. */
  readonly inplay: boolean;
  /** The id of the table's caption, which names the slip. */
  readonly captionId: string;
  readonly caption: string;
}

/**
 * The legs of a slip (spec §2): a table of game time, league, home VS away, game type, bet team, odds, the
 * score at betting time for in-play, and result; at 767 px or less one stacked card per leg instead.
 * @example <SlipLegs slip={slip} inplay={false} captionId="slip-3" caption="베팅 No.3 (2폴더)" />
 */
export function SlipLegs({ slip, inplay, captionId, caption }: SlipLegsProps) {
  const legs = slip.map(viewOf);
  return (
    <>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">경기시간</th>
            <th scope="col">리그</th>
            <th scope="col">홈 VS 원정</th>
            <th scope="col">게임타입</th>
            <th scope="col">베팅팀</th>
            <th scope="col">배당</th>
            {inplay && <th scope="col">베팅시 스코어</th>}
            <th scope="col">결과</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={leg.key}>
              <td className={styles.time}>{leg.time}</td>
              <td className={styles.league}>{leg.league}</td>
              <td className={styles.teams}>
                {leg.teams ? (
                  <>
                    <span>{leg.teams[0]}</span>
                    <span className={styles.vs}>{leg.teams[1]}</span>
                    <span>{leg.teams[2]}</span>
                  </>
                ) : (
                  '-'
                )}
              </td>
              <td>{leg.market}</td>
              <td className={styles.pick}>{leg.pick}</td>
              <td className={styles.odds}>{leg.odds}</td>
              {inplay && <td>{leg.timingScore}</td>}
              <td>{leg.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className={styles.cards} aria-label={`${caption} 경기`}>
        {legs.map((leg) => (
          <li key={leg.key} className={styles.card}>
            <div className={styles.cardHead}>
              <span className={styles.cardLeague}>{leg.league}</span>
              <span className={styles.cardTime}>{leg.time}</span>
            </div>
            {leg.teams && (
              <p className={styles.cardTeams}>
                <span className={styles.home}>{leg.teams[0]}</span>
                <span className={styles.vs}>{leg.teams[1]}</span>
                <span className={styles.away}>{leg.teams[2]}</span>
              </p>
            )}
            <dl className={styles.facts}>
              <div>
                <dt>게임타입</dt>
                <dd>{leg.market}</dd>
              </div>
              <div>
                <dt>베팅팀</dt>
                <dd className={styles.pick}>{leg.pick}</dd>
              </div>
              <div>
                <dt>배당</dt>
                <dd className={styles.odds}>{leg.odds}</dd>
              </div>
              <div>
                <dt>결과</dt>
                <dd>{leg.result}</dd>
              </div>
              {inplay && (
                <div>
                  <dt>베팅시 스코어</dt>
                  <dd>{leg.timingScore}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
