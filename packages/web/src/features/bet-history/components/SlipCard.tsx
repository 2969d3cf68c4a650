import {
  type BetHistorySlip,
  BONUS_FIXTURE_ID,
  formatOdds,
  historySlipSummary,
  marketNameKorean,
  pickLabel,
  winFlagLabel,
} from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { isJackpotCandidate, type SlipActions } from '../hooks/useSlipActions';
import styles from './SlipCard.module.css';
import { WinFlagBadge } from './WinFlagBadge';

export interface SlipCardProps {
  readonly slip: BetHistorySlip;
  /** In-play slips (game type 2) add the score at betting time. */
  readonly inplay?: boolean;
  readonly actions: SlipActions;
}

/**
 * One slip of the sports bet history (spec §2): its legs (game time, league, home VS away, game type, bet
 * team, odds, result) and the summary row (bet date, expected odds, stake, expected win, status, and Cancel
 * for a waiting slip or Delete otherwise).
 * @example <SlipCard slip={slip} actions={actions} />
 */
export function SlipCard({ slip, inplay = false, actions }: SlipCardProps) {
  const head = slip[0];
  if (!head) return null;
  const summary = historySlipSummary(slip);
  const captionId = `slip-${head.id}`;
  return (
    <article className={styles.card} aria-labelledby={captionId}>
      <table className={styles.legs}>
        <caption id={captionId} className="visually-hidden">
          베팅 No.{head.id} ({slip.length}폴더)
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
          {slip.map((leg) => {
            const bonus = leg.sports_betting_sports_fixture_id === BONUS_FIXTURE_ID;
            const home = leg.sports_betting_home_participants_name;
            const away = leg.sports_betting_away_participants_name;
            return (
              <tr key={leg.sports_betting_sports_prematch_odds_id}>
                <td data-label="경기시간" className={styles.time}>
                  {leg.startdate ? <DateTime value={leg.startdate} /> : '-'}
                </td>
                <td data-label="리그" className={styles.league}>
                  {bonus ? '보너스' : leg.league_name}
                </td>
                <td data-label="홈 VS 원정" className={styles.teams}>
                  {bonus ? (
                    '-'
                  ) : (
                    <>
                      <span>{home}</span>
                      <span className={styles.vs}>
                        {leg.sports_betting_score ? leg.sports_betting_score : 'VS'}
                      </span>
                      <span>{away}</span>
                    </>
                  )}
                </td>
                <td data-label="게임타입">{marketNameKorean(leg.sports_betting_market_name)}</td>
                <td data-label="베팅팀" className={styles.pick}>
                  {bonus
                    ? leg.sports_betting_bet_name
                    : pickLabel({
                        betName: leg.sports_betting_bet_name,
                        betLine: leg.sports_betting_bet_line,
                        marketName: leg.sports_betting_market_name,
                        homeName: home,
                        awayName: away,
                      })}
                </td>
                <td data-label="배당" className={styles.odds}>
                  {formatOdds(leg.sports_betting_bet_price, 2)}
                </td>
                {inplay && <td data-label="베팅시 스코어">{leg.betTimingScore ?? '-'}</td>}
                <td data-label="결과">
                  <WinFlagBadge flag={leg.sports_betting_win_flag}>
                    {winFlagLabel(leg.sports_betting_win_flag) ?? '-'}
                  </WinFlagBadge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <footer className={styles.summary}>
        <dl className={styles.figures}>
          <div>
            <dt>베팅일시</dt>
            <dd>
              <DateTime value={head.created_at} format="clock" />
            </dd>
          </div>
          <div>
            <dt>예상배당</dt>
            <dd className={styles.accent}>{summary.expectedOdds}</dd>
          </div>
          <div>
            <dt>베팅금액</dt>
            <dd>
              <Money amount={head.amount} />
            </dd>
          </div>
          <div>
            <dt>예상당첨금</dt>
            <dd className={styles.win}>
              <Money amount={summary.expectedWin} />
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <WinFlagBadge flag={head.status}>{head.status_name || winFlagLabel(head.status)}</WinFlagBadge>
          {isJackpotCandidate(slip) && (
            <Button
              size="sm"
              variant="accent"
              icon={<Icon name="trophySmall" size={14} />}
              onClick={() => void actions.registerJackpot(slip)}
            >
              잭팟등록
            </Button>
          )}
          {summary.action === 'cancel' ? (
            <Button size="sm" variant="danger" onClick={() => void actions.cancel(slip)}>
              취소
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="close" size={14} />}
              onClick={() => void actions.remove(slip)}
            >
              삭제
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
