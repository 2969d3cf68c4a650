import type { LiveState } from '@kbet/sdk';
import { Badge } from '@/components/ui/Badge';

const LABEL: Readonly<Record<LiveState, string>> = {
  idle: '연결 대기',
  connecting: '연결 중',
  live: '실시간',
  reconnecting: '재연결 중 · 5초마다 갱신',
  stale: '지연 · 5초마다 갱신',
  closed: '5초마다 갱신',
};

/**
 * The live push's state: 실시간 while it streams, else that the page refreshes every 5 seconds.
 * @example <LiveStatus state={useLiveFeed(() => board.refresh())} />
 */
export function LiveStatus({ state }: { readonly state: LiveState }) {
  return (
    <Badge tone={state === 'live' ? 'success' : 'warning'} dot>
      <span role="status">{LABEL[state]}</span>
    </Badge>
  );
}
