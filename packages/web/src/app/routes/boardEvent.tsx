import { BoardPage } from '@/features/boards/components/BoardPage';

/** /board/event (spec §2): the event board. */
export function Component() {
  return <BoardPage category="event" title="이벤트" icon="gift" empty="진행 중인 이벤트가 없습니다." />;
}
