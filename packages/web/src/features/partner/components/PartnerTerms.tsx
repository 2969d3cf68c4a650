import { usePartnerMe } from '@kbet/react';
import { formatRate, VERTICAL_NAMES, VERTICALS } from '@kbet/sdk';
import styles from './PartnerLayout.module.css';

/**
 * The partner's terms in the layout (spec §2): the contract (losing) percentage of each tier of its path, 1st
 * to 3rd, and its own rolling percentage per vertical.
 */
export function PartnerTerms() {
  const { data: me } = usePartnerMe();
  if (!me) return null;
  const own = me.upline.at(-1)?.contract ?? null;
  return (
    <div className={styles.terms}>
      <dl aria-label="총판 계약 요율">
        {me.upline.map((tier) => (
          <div key={tier.tier} className={styles.term}>
            <dt>{tier.tier}차 총판</dt>
            <dd>{tier.contract ? formatRate(tier.contract.losingBp) : '-'}</dd>
          </div>
        ))}
      </dl>
      <dl aria-label="롤링 요율">
        {VERTICALS.map((vertical) => (
          <div key={vertical} className={styles.term}>
            <dt>{VERTICAL_NAMES[vertical]}</dt>
            <dd>{own ? formatRate(own.rollingBp[vertical]) : '-'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
