import { BoardPage } from '@/features/boards/components/BoardPage';

/** /board/notice (spec §2): the notice board, for members only (guests go to /login?title=공지사항). */
export function Component() {
  return (
    <BoardPage category="notice" title="공지사항" icon="megaphone" empty="등록된 공지사항이 없습니다." />
  );
}
