import { useBetSlip, useUser } from '@kbet/react';
import {
  BET_QUICK_ACTIONS,
  BET_QUICK_AMOUNTS,
  formatOdds,
  formatWon,
  pickLabel,
  type QuickAddButton,
} from '@kbet/sdk';
import { useId } from 'react';
import { ExclusionBlock } from '@/components/ExclusionBlock';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Icon } from '@/components/ui/Icon';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import { Money } from '@/components/ui/Money';
import { Spinner } from '@/components/ui/Spinner';
import { useActiveExclusion } from '@/lib/useActiveExclusion';
import { usePlaceBet } from '../hooks/usePlaceBet';
import { type SportsArea, useSportsSlip } from '../hooks/useSportsSlip';
import { useStakeInput } from '../hooks/useStakeInput';
import styles from './BetSlip.module.css';
import { BonusFolders } from './BonusFolders';
import { OddsChangeDialog } from './OddsChangeDialog';

const QUICK_LABELS: Readonly<Record<(typeof BET_QUICK_ACTIONS)[number], string>> = {
  HALF: '하프',
  MAX: '맥스',
  RESET: '초기화',
};

const quickLabel = (button: QuickAddButton) =>
  typeof button === 'number' ? formatWon(button) : QUICK_LABELS[button];

const quickAria = (button: QuickAddButton) =>
  typeof button === 'number'
    ? `${formatWon(button)}원 추가`
    : { HALF: '보유금액의 절반', MAX: '최대 금액', RESET: '금액 초기화' }[button];

const STYLE_LABEL = { EU: '유럽형', KR: '한국형', EV: '이벤트' } as const;

export interface BetSlipProps {
  /** Whose slip: the in-play cart or the current pre-match view's. */
  readonly area: SportsArea;
  /** Inside the mobile cart dialog: no frame, and the title comes from the dialog. */
  readonly embedded?: boolean;
}

/**
 * The bet slip (spec §2, §4, §5, §9): the picks (scrolling past 330 px), the stake with thousands separators and
 * quick-add buttons, total odds and expected win, the role's limits, and the locked bet button with the
 * odds-change confirm.
 * @example <BetSlip area="prematch" />
 */
export function BetSlip({ area, embedded = false }: BetSlipProps) {
  // The slip follows the member's cash and the role's limits itself (createKbet wires it to the session).
  const { store, style } = useSportsSlip(area);
  const snapshot = useBetSlip(store);
  const user = useUser();
  const bet = usePlaceBet(store);
  const stake = useStakeInput(store, snapshot.amount);
  const titleId = useId();
  const formId = useId();
  const blockId = useId();
  const exclusion = useActiveExclusion();
  const { selections } = snapshot.slip;

  return (
    <section
      className={embedded ? styles.embedded : styles.slip}
      aria-labelledby={titleId}
      aria-busy={snapshot.placing}
    >
      <header className={embedded ? 'visually-hidden' : styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Icon name="cart" size={18} className={styles.titleIcon} />
          베팅카트
          <Badge tone={snapshot.count > 0 ? 'primary' : 'neutral'} solid={snapshot.count > 0}>
            {snapshot.count}
          </Badge>
        </h2>
        <span className={styles.style}>{area === 'inplay' ? '인플레이' : STYLE_LABEL[style]}</span>
      </header>

      {selections.length === 0 ? (
        <p className={styles.empty}>
          <Icon name="receipt" size={20} />
          배당을 선택하면 여기에 담깁니다.
        </p>
      ) : (
        <>
          <ul className={styles.picks} aria-label="선택한 배당">
            {selections.map((selection) => (
              <li
                key={String(selection.id)}
                className={[styles.pick, selection.suspended && styles.suspended].filter(Boolean).join(' ')}
              >
                <div className={styles.pickText}>
                  <span className={styles.match}>{selection.slipName}</span>
                  <span className={styles.market}>{selection.marketNameKorean ?? selection.marketName}</span>
                  <span className={styles.choice}>{pickLabel(selection)}</span>
                </div>
                <div className={styles.pickSide}>
                  {selection.suspended ? (
                    <Badge tone="warning">
                      <Icon name="lock" size={12} />
                      중지
                    </Badge>
                  ) : (
                    <span className={styles.price}>{formatOdds(selection.betPrice, 2)}</span>
                  )}
                  <IconButton
                    icon="close"
                    size="sm"
                    label={`${pickLabel(selection)} 삭제`}
                    onClick={() => store.remove(selection.id)}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.clearRow}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => store.clear()}
              icon={<Icon name="close" size={14} />}
            >
              전체삭제
            </Button>
          </div>
        </>
      )}
      <BonusFolders store={store} style={style} />

      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void bet.place(stake.text);
        }}
      >
        <dl className={styles.figures}>
          <div>
            <dt>보유금액</dt>
            <dd>
              <Money amount={user?.emoney ?? 0} />
            </dd>
          </div>
          <div>
            <dt>총 배당</dt>
            <dd className={styles.odds}>{snapshot.count > 0 ? snapshot.totalOdds : '0.00'}</dd>
          </div>
        </dl>

        <Field label="베팅금액" error={stake.error}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={stake.text}
            onChange={(event) => stake.onChange(event.target.value)}
            suffix="원"
            className={styles.amount}
          />
        </Field>

        <fieldset className={styles.quick}>
          <legend className="visually-hidden">금액 빠른 입력</legend>
          {[...BET_QUICK_AMOUNTS, ...BET_QUICK_ACTIONS].map((button) => (
            <button
              key={button}
              type="button"
              className={[styles.quickButton, typeof button === 'string' && styles.quickAction]
                .filter(Boolean)
                .join(' ')}
              aria-label={quickAria(button)}
              onClick={() => store.quickAdd(button)}
            >
              {quickLabel(button)}
            </button>
          ))}
        </fieldset>

        <dl className={styles.figures}>
          <div>
            <dt>예상 당첨금</dt>
            <dd className={styles.win}>
              <Money amount={snapshot.expectedWin} />
            </dd>
          </div>
          <div className={styles.limit}>
            <dt>최대 베팅 / 당첨</dt>
            <dd>
              {formatWon(snapshot.limits.maxBet)} / {formatWon(snapshot.limits.maxWin)}원
            </dd>
          </div>
        </dl>
      </form>

      {/* Outside the form's box, so on a phone it can stick to the bottom of the whole cart dialog. */}
      <div className={styles.submitBar}>
        {exclusion && <ExclusionBlock id={blockId} exclusion={exclusion} />}
        <Button
          type="submit"
          form={formId}
          disabled={exclusion !== null}
          aria-describedby={exclusion ? blockId : undefined}
          variant="primary"
          size="lg"
          block
          aria-busy={snapshot.placing}
          icon={snapshot.placing ? <Spinner size={16} /> : undefined}
        >
          {snapshot.placing ? '베팅 처리중' : '베팅하기'}
        </Button>
      </div>

      {bet.oddsChanges && (
        <OddsChangeDialog
          changes={bet.oddsChanges}
          selections={selections}
          onAccept={() => void bet.acceptOddsChanges()}
          onCancel={bet.dismissOddsChanges}
        />
      )}
    </section>
  );
}
