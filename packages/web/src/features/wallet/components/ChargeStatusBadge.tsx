import { CHARGE_STATUS, CHARGE_TYPE, type Charge, chargeStatusColor, chargeStatusLabel } from '@kbet/sdk';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import styles from './ChargeHistory.module.css';

const TONE: Readonly<Record<string, BadgeTone>> = { red: 'danger', blue: 'primary', grey: 'neutral' };

/**
 * A charge's status in spec §4's colours: processing red, done blue, cancelled grey; finished coin deposits carry
 * a coin note.
 * @example <ChargeStatusBadge charge={charge} />
 */
export function ChargeStatusBadge({ charge }: { readonly charge: Pick<Charge, 'status' | 'type'> }) {
  return (
    <span className={styles.status}>
      <Badge tone={TONE[chargeStatusColor(charge.status)] ?? 'neutral'} dot>
        {chargeStatusLabel(charge.status)}
      </Badge>
      {charge.type === CHARGE_TYPE.COIN && charge.status !== CHARGE_STATUS.PROCESSING && (
        <Badge tone="accent">코인</Badge>
      )}
    </span>
  );
}
