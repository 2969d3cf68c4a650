import { paths } from '@/config/paths';

/**
 * The registration page opened to edit a community notice (role 1).
 * @example noticeEditHref(12) // '/community/notice/regist?id=12'
 */
export const noticeEditHref = (id: number): string => `${paths.communityNoticeRegist.path}?id=${id}`;
