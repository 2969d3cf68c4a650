import {
  compareOdds,
  type FixtureOdds,
  type FixtureSummary,
  formatOdds,
  pickLabel,
  teamName,
} from '@kbet/sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { type SlipToggle, useIsSelected } from '../hooks/useSlipToggle';
import styles from './OddsButton.module.css';

/** Feed odds status 1 is open; anything else (2 suspended, 3 settled) cannot be bet. */
const OPEN = 1;
const FLASH_MS = 2_000;

export interface OddsButtonProps {
  readonly fixture: FixtureSummary;
  readonly odds: FixtureOdds | undefined;
  /** The slip it is pressed in while it holds the price. */
  readonly slip: SlipToggle;
  readonly onToggle: (odds: FixtureOdds) => void;
  /** What the button shows before the price (a team, 오버 2.5 …); the price alone without it. */
  readonly label?: ReactNode;
  /** The label in small type above the price (the European view's handicap and total lines). */
  readonly stacked?: boolean;
  readonly className?: string;
}

/**
 * A price to bet on (spec §4): floored to 2 decimals, pressed while in the slip, locked while suspended, and
 * flashing green or red for a moment when the price moves. Its accessible name reads like '맨시티 승 1.85'.
 * @example <OddsButton fixture={fixture} odds={home} slip={slip} onToggle={toggle} />
 */
export function OddsButton({
  fixture,
  odds,
  slip,
  onToggle,
  label,
  stacked = false,
  className,
}: OddsButtonProps) {
  const flash = usePriceFlash(odds?.betPrice);
  const selected = useIsSelected(slip, odds);
  if (!odds) {
    return (
      <span className={[styles.odds, styles.empty, className].filter(Boolean).join(' ')} aria-hidden="true">
        -
      </span>
    );
  }
  const open = odds.status === OPEN;
  const price = formatOdds(odds.betPrice, 2);
  const name = pickLabel({
    ...odds,
    homeName: teamName(fixture.home),
    awayName: teamName(fixture.away),
  });
  const classes = [
    styles.odds,
    label !== undefined && (stacked ? styles.stacked : styles.labelled),
    flash && styles[flash],
    !open && styles.suspended,
    className,
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-label={open ? `${name} ${price}` : `${name} 베팅 중지`}
      disabled={!open}
      onClick={() => onToggle(odds)}
    >
      {label !== undefined && <span className={styles.label}>{label}</span>}
      {open ? (
        <span className={styles.price}>
          {flash && <Icon name={flash === 'up' ? 'chevronUp' : 'chevronDown'} size={12} />}
          {price}
        </span>
      ) : (
        <Icon name="lock" size={14} />
      )}
    </button>
  );
}

/** 'up' or 'down' for a moment after the price moved. */
function usePriceFlash(price: string | undefined): 'up' | 'down' | null {
  const previous = useRef(price);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === undefined || price === undefined || before === price) return;
    const direction = compareOdds(price, before);
    if (direction === 0) return;
    setFlash(direction > 0 ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}
