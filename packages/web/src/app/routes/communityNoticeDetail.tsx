import { useParams } from 'react-router';
import { CommunityNoticeDetail } from '@/features/boards/components/CommunityNoticeDetail';

/** /community/notice/detail/{id} (spec §2): one community notice. */
export function Component() {
  const id = Number(useParams().id);
  return <CommunityNoticeDetail key={id} id={id} />;
}
