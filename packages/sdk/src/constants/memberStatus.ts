/**
 * A member's account status as the server stores it (sign-up approval, spec §4; bans, §6), named in Korean for
 * member-facing and partner pages; the wire keeps the English codes.
 */
export const MEMBER_STATUS_NAMES = {
  pending: '승인대기',
  active: '정상',
  rejected: '가입거절',
  banned: '이용정지',
} as const;

/**
 * The Korean name of a status; a status this version does not know reads as itself rather than as nothing.
 * @example memberStatusName('active') // '정상'
 */
export function memberStatusName(status: string): string {
  return Object.hasOwn(MEMBER_STATUS_NAMES, status)
    ? MEMBER_STATUS_NAMES[status as keyof typeof MEMBER_STATUS_NAMES]
    : status;
}
