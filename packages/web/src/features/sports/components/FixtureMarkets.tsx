import { useFixture } from '@kbet/react';
import { type FixtureSummary, marketNameKorean, pickLabel, teamName } from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import type { SlipToggle } from '../hooks/useSlipToggle';
import styles from './FixtureMarkets.module.css';
import { OddsButton } from './OddsButton';

export interface FixtureMarketsProps {
  readonly fixture: FixtureSummary;
  readonly slip: SlipToggle;
  readonly id: string;
}

/**
 * Every market of a fixture (GET /sports-prematch/fixtures/{id}), opened under its row: one group per market
 * with its Korean name, each price labelled with its pick.
 * @example <FixtureMarkets fixture={fixture} slip={slip} id="markets-1" />
 */
export function FixtureMarkets({ fixture, slip, id }: FixtureMarketsProps) {
  const detail = useFixture(fixture.fixtureId);
  const shown = detail.data ?? null;
  const names = { homeName: teamName(fixture.home), awayName: teamName(fixture.away) };
  return (
    <div id={id} className={styles.markets}>
      {!shown && detail.status !== 'error' && (
        <div className={styles.grid}>
          <Skeleton height={88} />
          <Skeleton height={88} />
        </div>
      )}
      {detail.status === 'error' && !shown && (
        <p className={styles.state}>
          마켓을 불러오지 못했습니다.{' '}
          <Button size="sm" variant="ghost" onClick={() => void detail.refresh()}>
            다시 시도
          </Button>
        </p>
      )}
      {shown && (
        <div className={styles.grid}>
          {shown.markets.filter(slip.takes).map((market) => {
            const name = market.nameKorean || marketNameKorean(market.name);
            return (
              <section
                key={market.marketId}
                className={styles.market}
                aria-label={`${names.homeName} vs ${names.awayName} ${name}`}
              >
                <h3 className={styles.title}>{name}</h3>
                <div className={styles.options}>
                  {market.odds.map((odds) => (
                    <OddsButton
                      key={odds.id}
                      fixture={shown}
                      odds={odds}
                      slip={slip}
                      onToggle={(o) => slip.toggle(shown, o)}
                      label={pickLabel({ ...odds, ...names })}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
