import { useKbetClient, useUser } from '@kbet/react';
import {
  CASINO_MESSAGES,
  type CasinoWindow,
  isMobileWidth,
  openCasinoGame,
  SLOT_SEARCH_WIDTH,
} from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Input } from '@/components/ui/Input';
import { Panel } from '@/components/ui/Panel';
import { alert } from '@/lib/notify';
import { useCasinoVendors } from '../hooks/useCasinoVendors';
import styles from './CasinoLobby.module.css';
import { CasinoTransferPanel } from './CasinoTransferPanel';

/**
 * /casino and /slot (spec §2): the vendors of the vertical with their games (the slot lobby has a 244 px search
 * box); a game opens in a new window through the SDK's launch flow, which answers the popup-blocked message or
 * 점검중입니다. (spec §8), shown here in an alert.
 */
export interface CasinoLobbyProps {
  readonly vertical: 'casino' | 'slot';
  /** Opens the game's new window; the browser's window.open by default. */
  readonly openWindow?: () => CasinoWindow | null;
}

const openBlank = () => window.open('', '_blank');

export function CasinoLobby({ vertical, openWindow = openBlank }: CasinoLobbyProps) {
  const client = useKbetClient();
  const user = useUser();
  const { vendors, failed } = useCasinoVendors(vertical);
  const [search, setSearch] = useState('');

  const launch = async (thirdPartyCode: string, gameCode: string) => {
    if (!user) return alert('로그인 후 이용 가능합니다.');
    const result = await openCasinoGame({
      client,
      userId: user.userId,
      thirdPartyCode,
      gameCode,
      platform: isMobileWidth(window.innerWidth) ? 'MOBILE' : 'PC',
      openWindow,
    });
    if (!result.ok) await alert(result.message);
  };

  if (failed) return <EmptyState title={CASINO_MESSAGES.CASINO_MAINTENANCE} />;
  const query = search.trim().toLowerCase();
  return (
    <div className={styles.lobby}>
      <CasinoTransferPanel />
      {vertical === 'slot' && (
        <div className={styles.toolbar}>
          <Input
            aria-label="게임 검색"
            placeholder="게임 검색"
            value={search}
            style={{ width: SLOT_SEARCH_WIDTH }}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      {(vendors ?? []).map((vendor) => {
        const games = vendor.games.filter((game) => game.name.toLowerCase().includes(query));
        if (games.length === 0) return null;
        return (
          <Panel key={vendor.thirdPartyCode} title={vendor.thirdPartyName}>
            {vendor.maintenanceFlag === 1 ? (
              <EmptyState compact title={CASINO_MESSAGES.CASINO_MAINTENANCE} />
            ) : (
              <div className={styles.games}>
                {games.map((game) => (
                  <Button key={game.code} onClick={() => void launch(vendor.thirdPartyCode, game.code)}>
                    {game.name}
                  </Button>
                ))}
              </div>
            )}
          </Panel>
        );
      })}
    </div>
  );
}
