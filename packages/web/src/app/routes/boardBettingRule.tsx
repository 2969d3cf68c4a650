import { BoardPage } from '@/features/boards/components/BoardPage';

/** /board/betting_rule (spec §2): the betting rules. */
export function Component() {
  return (
    <BoardPage category="betting_rule" title="베팅규정" icon="book" empty="등록된 베팅규정이 없습니다." />
  );
}
