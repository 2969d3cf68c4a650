/** Keys of member data start with this, so `cache.clear(MEMBER_KEY_PREFIX)` forgets it all at logout. */
export const MEMBER_KEY_PREFIX = 'member:';

/** The signed-in member's resources; their keys carry the member's id (`member:<id>:<resource>…`). */
export type MemberResource =
  | 'attendance'
  | 'betHistory'
  | 'board'
  | 'casinoBetHistory'
  | 'charges'
  | 'coinBalance'
  | 'communityNotice'
  | 'communityNotices'
  | 'compLogs'
  | 'holdemGames'
  | 'inquiries'
  | 'inquiryTemplate'
  | 'messages'
  | 'minigameLimits'
  | 'notices'
  | 'partner'
  | 'pointLogs'
  | 'recommender'
  | 'rg'
  | 'rolling'
  | 'secondFactor'
  | 'staff'
  | 'transactions';

/** The site's resources, the same for every visitor. */
export type SiteResource =
  | 'board'
  | 'codes'
  | 'events'
  | 'fixtures'
  | 'jackpot'
  | 'labels'
  | 'leagues'
  | 'locations'
  | 'minigame'
  | 'virtual'
  | 'results'
  | 'rules'
  | 'settings'
  | 'signUpSetting'
  | 'siteNotices'
  | 'sitePopups'
  | 'sports';

/** Every resource by name: what a write names to have it reloaded. */
export type ResourceName = MemberResource | SiteResource;

/** A member resource's key below the member prefix: its name, then the parameters its fetcher reads. */
export type MemberResourceKey = MemberResource | `${MemberResource}:${string}`;

/** A site resource's key: its name, then the parameters its fetcher reads. */
export type SiteResourceKey = SiteResource | `${SiteResource}:${string}`;

/** A resource cache key: a site key, or a member key under the member's id. */
export type ResourceKey = SiteResourceKey | `${typeof MEMBER_KEY_PREFIX}${number}:${MemberResourceKey}`;

/**
 * The cache key of a member's resource.
 * @example memberResourceKey(7, 'charges:0') // 'member:7:charges:0'
 */
export const memberResourceKey = (memberId: number, key: MemberResourceKey): ResourceKey =>
  `${MEMBER_KEY_PREFIX}${memberId}:${key}`;

/**
 * The key prefixes a write invalidates for `names`: each as a site key and, for a member, under the member's id.
 * @example invalidationPrefixes(['charges'], 7) // ['charges', 'member:7:charges']
 */
export function invalidationPrefixes(names: readonly ResourceName[], memberId: number | null): string[] {
  return names.flatMap((name) =>
    memberId === null ? [name] : [name, `${MEMBER_KEY_PREFIX}${memberId}:${name}`],
  );
}
