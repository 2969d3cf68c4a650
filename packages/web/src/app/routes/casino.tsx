import { CasinoLobby } from '@/features/casino/components/CasinoLobby';

/** /casino (spec §2): the live casino lobby. */
export function Component() {
  return <CasinoLobby vertical="casino" />;
}
