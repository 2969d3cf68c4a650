import { useSearchParams } from 'react-router';
import { CommunityNoticeEditor } from '@/features/boards/components/CommunityNoticeEditor';

/** /community/notice/regist (spec §2, §6): role 1 registers a community notice, or edits one with `?id=`. */
export function Component() {
  const id = Number(useSearchParams()[0].get('id'));
  return <CommunityNoticeEditor key={id} id={Number.isSafeInteger(id) && id > 0 ? id : undefined} />;
}
