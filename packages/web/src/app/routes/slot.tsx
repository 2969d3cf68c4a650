import { CasinoLobby } from '@/features/casino/components/CasinoLobby';

/** /slot (spec §2): the slot lobby with its search box. */
export function Component() {
  return <CasinoLobby vertical="slot" />;
}
