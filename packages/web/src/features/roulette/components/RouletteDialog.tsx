import { useRoulette, useUser } from '@kbet/react';
import {
  DIALOG_WIDTH,
  formatWon,
  ko,
  ROULETTE_PRIZES,
  ROULETTE_SPIN_MS,
  type RouletteKind,
  rouletteOutcome,
} from '@kbet/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { ExclusionBlock } from '@/components/ExclusionBlock';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { closeDialog, openDialog } from '@/lib/dialogs';
import { alert } from '@/lib/notify';
import { useActiveExclusion } from '@/lib/useActiveExclusion';
import { wheelRotation } from '../utils/wheelRotation';
import styles from './RouletteDialog.module.css';
import { Wheel } from './Wheel';

/** The dialog ids of the two wheels (app/dialogs.tsx). */
export const ROULETTE_DIALOG: Readonly<Record<RouletteKind, string>> = {
  normal: 'roulette',
  vip: 'rouletteVip',
};

const TITLE: Readonly<Record<RouletteKind, string>> = { normal: '룰렛', vip: 'VIP 룰렛' };

export interface RouletteDialogProps {
  readonly onClose: () => void;
  readonly kind?: RouletteKind;
}

/**
 * The roulette dialogs (spec §2, §4, §8, §9; 600 wide): the wheel, the spin button and the coupons held,
 * re-read on opening and after each spin. A spin needs a login; a second click while the wheel turns only
 * hears 룰렛이 회전중입니다.; after the server draws, the wheel turns 2 s onto the prize and the result alert
 * follows 1 s later. The normal / VIP switch closes this dialog and opens the other.
 * @example openDialog('rouletteVip')
 */
export function RouletteDialog({ onClose, kind = 'normal' }: RouletteDialogProps) {
  const roulette = useRoulette();
  const user = useUser();
  const exclusion = useActiveExclusion();
  const blockId = useId();
  const prizes = ROULETTE_PRIZES[kind];
  // At rest the pointer sits in the middle of the first segment.
  const [rotation, setRotation] = useState(-180 / prizes.length);
  const spinning = roulette.phase === 'spinning' && roulette.kind === kind;
  const lastTurn = useRef<number | null>(null);

  // The store knows the prize as the wheel starts: turn onto it once per spin.
  useEffect(() => {
    if (!spinning || roulette.result === null) return;
    const segment = rouletteOutcome(kind, roulette.result).segment;
    if (segment < 0 || lastTurn.current === roulette.result) return;
    lastTurn.current = roulette.result;
    setRotation((previous) => wheelRotation(previous, segment, prizes.length));
  }, [spinning, roulette.result, kind, prizes.length]);

  // Spec §8: a guest hears 로그인 후 이용해주세요. and gets the login dialog.
  const askLogin = () => void alert(ko.ROULETTE_LOGIN_REQUIRED).then(() => openDialog('login'));

  const spin = async () => {
    lastTurn.current = null;
    const result = await roulette.spin(kind);
    if (!result.ok && result.code === 'ROULETTE_LOGIN_REQUIRED') return askLogin();
    if (!result.ok) return alert(result.message);
    const outcome = rouletteOutcome(kind, result.value);
    await alert(outcome.won ? ko.ROULETTE_WON(formatWon(outcome.points)) : ko.ROULETTE_LOST);
  };

  const switchTo = (next: RouletteKind) => {
    if (next === kind) return;
    if (!user) return askLogin();
    closeDialog(ROULETTE_DIALOG[kind]);
    openDialog(ROULETTE_DIALOG[next]);
  };

  const held = roulette.coupons?.[kind];
  return (
    <Dialog open onClose={onClose} title={TITLE[kind]} width={DIALOG_WIDTH.roulette}>
      <div className={styles.body}>
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">룰렛 선택</legend>
          {(['normal', 'vip'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.option}
              aria-pressed={option === kind}
              onClick={() => switchTo(option)}
            >
              {TITLE[option]}
              {roulette.coupons && (
                <span className={`${styles.count} tabular`}>{roulette.coupons[option]}</span>
              )}
            </button>
          ))}
        </fieldset>
        <Wheel kind={kind} prizes={prizes} rotation={rotation} spinMs={ROULETTE_SPIN_MS} />
        <p className={styles.coupons} aria-live="polite">
          {spinning ? (
            '룰렛이 돌아가는 중입니다…'
          ) : (
            <>
              보유 쿠폰 <strong className="tabular">{held ?? '-'}</strong>장
            </>
          )}
        </p>
        <Button
          variant={kind === 'vip' ? 'accent' : 'primary'}
          size="lg"
          block
          icon={<Icon name="wheel" size={20} />}
          aria-busy={spinning}
          disabled={exclusion !== null && !spinning}
          aria-describedby={exclusion ? blockId : undefined}
          onClick={() => void spin()}
        >
          {spinning ? '회전중' : '룰렛 돌리기'}
        </Button>
        {exclusion && <ExclusionBlock id={blockId} exclusion={exclusion} />}
        <ul className={styles.prizes} aria-label="상품 목록">
          {prizes.map((points) => (
            <li key={points} className={styles.prize}>
              {points === 0 ? '꽝' : `${formatWon(points)}P`}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/**
 * The VIP roulette dialog (spec §2).
 * @example openDialog('rouletteVip')
 */
export const VipRouletteDialog = ({ onClose }: { readonly onClose: () => void }) => (
  <RouletteDialog onClose={onClose} kind="vip" />
);
