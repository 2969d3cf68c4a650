import { CommunityNoticeList } from '@/features/boards/components/CommunityNoticeList';

/** /community/notice (spec §2): community notices for members. */
export function Component() {
  return <CommunityNoticeList />;
}
