import {
  summarizeVirtualResult,
  VIRTUAL_LEAGUES,
  VIRTUAL_MARKET_GROUPS,
  VIRTUAL_STATUS,
  type VirtualFixture,
  type VirtualLeague,
  type VirtualMarketEntry,
  type VirtualResult,
} from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Panel } from '@/components/ui/Panel';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/clock';
import { openDialog } from '@/lib/dialogs';
import { Link } from '@/lib/Link';
import { NavLink } from '@/lib/NavLink';
import { useIsMobile } from '@/lib/useIsMobile';
import { useVirtualCart } from '../hooks/useVirtualCart';
import { virtualFixtureTitle as title } from '../utils/virtualFixtureTitle';
import { VirtualCart } from './VirtualCart';
import styles from './VirtualLeaguePage.module.css';
import { VirtualReplay } from './VirtualReplay';

/** Groups with many selections start folded (a race's forecasts and tricasts). */
const FOLDED = new Set(['cs', 'forecast', 'tricast']);

function Countdown({ fixture }: { readonly fixture: VirtualFixture }) {
  const now = useNow();
  const left = Math.max(0, Math.ceil((Date.parse(fixture.closeAt) - now) / 1000));
  return (
    <span className={styles.countdown} role="timer" aria-label="베팅 마감까지">
      {left > 0 ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : '베팅 마감'}
    </span>
  );
}

function MarketButtons({
  markets,
  picked,
  onToggle,
}: {
  readonly markets: readonly VirtualMarketEntry[];
  readonly picked: readonly VirtualMarketEntry[];
  readonly onToggle: (marketId: string) => void;
}) {
  return (
    <div className={styles.markets}>
      {markets.map((m) => (
        <button
          key={m.id}
          type="button"
          className={styles.market}
          aria-pressed={picked.includes(m)}
          onClick={() => onToggle(m.id)}
        >
          <span>{m.label}</span>
          <strong>{m.odds}</strong>
        </button>
      ))}
    </div>
  );
}

/**
 * A virtual league's page (spec §2 /bet365/…, issue 14): the leagues' menu, the running round's events with the
 * time left to bet, the picked event's markets and odds (the SDK's priced catalogue, the same the server takes),
 * the virtual cart (beside the markets, or the footer's cart dialog on a phone), the 2D replay of the event being
 * played and the recent results. Follows the live push.
 * @example <VirtualLeaguePage league={findVirtualLeague('soccer/premierships')} />
 */
export function VirtualLeaguePage({ league }: { readonly league: VirtualLeague }) {
  const { fixtures, chosen, event, markets, picked, choose, toggle } = useVirtualCart(league);
  const mobile = useIsMobile();
  const all = fixtures.data ?? [];
  const running = all.filter((f) => f.status !== VIRTUAL_STATUS.settled && f.status !== VIRTUAL_STATUS.void);
  const playing =
    all.find((f) => f.status === VIRTUAL_STATUS.playing && f.fixtureId === chosen) ??
    all.find((f) => f.status === VIRTUAL_STATUS.playing) ??
    all.find((f) => f.status === VIRTUAL_STATUS.settled) ??
    null;
  const results = all.filter((f) => f.status === VIRTUAL_STATUS.settled);
  const groups = [...new Set(markets.map((m) => m.group))];

  return (
    <div className={styles.page}>
      <nav className={styles.leagues} aria-label="가상스포츠 리그">
        {VIRTUAL_LEAGUES.map((l) => (
          <NavLink key={l.id} to={paths.virtual.getHref(l.id)} className={styles.league}>
            {l.name.ko}
          </NavLink>
        ))}
      </nav>
      <Panel
        level={1}
        title={league.name.ko}
        actions={
          <Link to={paths.gameResultVirtuals.getHref(league.id)} className={styles.resultsLink}>
            경기 결과 · 공정성 검증
          </Link>
        }
      >
        {fixtures.status === 'error' && !fixtures.data ? (
          <LoadError title="경기 정보를 불러오지 못했습니다." onRetry={() => void fixtures.refresh()} />
        ) : running.length === 0 ? (
          <p className={styles.muted}>다음 경기를 준비중입니다.</p>
        ) : (
          <ul className={styles.events} aria-label="경기 목록">
            {running.map((f) => (
              <li key={f.fixtureId}>
                <button
                  type="button"
                  className={styles.event}
                  aria-pressed={event?.fixtureId === f.fixtureId}
                  onClick={() => choose(f.fixtureId)}
                >
                  <span>{title(f)}</span>
                  {f.status === VIRTUAL_STATUS.open ? (
                    <Countdown fixture={f} />
                  ) : (
                    <span className={styles.countdown}>
                      {f.status === VIRTUAL_STATUS.playing ? '경기중' : '베팅 마감'}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>모든 결과는 kbet 자체 공정성 검증(Provably Fair) 추첨으로 정해집니다.</p>
      </Panel>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Panel title={playing ? `리플레이 · ${title(playing)}` : '리플레이'}>
            {playing ? (
              <VirtualReplay fixture={playing} />
            ) : (
              <EmptyState compact title="진행중인 경기가 없습니다." />
            )}
          </Panel>
          <Panel title={event ? `베팅 항목 · ${title(event)}` : '베팅 항목'}>
            {event && event.runners.length > 0 ? (
              <ol className={styles.runners} aria-label="출전표">
                {event.runners.map((r, i) => (
                  <li key={r.en}>
                    {i + 1}. {r.ko} <span className={styles.muted}>{r.en}</span>
                  </li>
                ))}
              </ol>
            ) : null}
            {groups.length === 0 ? (
              <EmptyState compact title="베팅 가능한 경기가 없습니다." />
            ) : (
              groups.map((group) => {
                const buttons = (
                  <MarketButtons
                    key={group}
                    markets={markets.filter((m) => m.group === group)}
                    picked={picked}
                    onToggle={toggle}
                  />
                );
                const name = VIRTUAL_MARKET_GROUPS[group] ?? group;
                return FOLDED.has(group) ? (
                  <details key={group} className={styles.group}>
                    <summary>{name}</summary>
                    {buttons}
                  </details>
                ) : (
                  <section key={group} className={styles.group} aria-label={name}>
                    <h3 className={styles.groupTitle}>{name}</h3>
                    {buttons}
                  </section>
                );
              })
            )}
          </Panel>
          <Panel title="최근 결과">
            {results.length === 0 ? (
              <EmptyState compact title="아직 결과가 없습니다." />
            ) : (
              <ul className={styles.results}>
                {results.map((f) => (
                  <li key={f.fixtureId}>
                    <span>{title(f)}</span>
                    <strong>{f.result ? summarizeVirtualResult(f.result as VirtualResult) : '-'}</strong>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        {mobile ? (
          <Button variant="accent" className={styles.cartButton} onClick={() => openDialog('virtualSlip')}>
            베팅카트 {picked.length}
          </Button>
        ) : (
          <aside className={styles.aside}>
            <Panel title="베팅카트">
              <VirtualCart league={league} />
            </Panel>
          </aside>
        )}
      </div>
    </div>
  );
}
