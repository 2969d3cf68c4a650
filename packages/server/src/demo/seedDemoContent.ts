import type { BoardCategory } from '@kbet/sdk/admin';
import type { Tx } from '../db/createSql';
import {
  ATTENDANCE_SETTING_KEY,
  type AttendanceRewardSetting,
  NO_ATTENDANCE_REWARD,
} from '../domain/attendance/attendanceReward';
import { SITE_SETTING_KEY } from '../domain/maintenance/siteSetting';
import { moveCoupons } from '../domain/roulette/moveCoupons';
import { sanitizeHtml } from '../domain/sanitize/sanitizeHtml';
import { createCouponRulesRepository } from '../repositories/couponRulesRepository';
import {
  DEMO_BETTING_RULES,
  DEMO_COMMUNITY_NOTICES,
  DEMO_NOTICES,
  DEMO_POPUP,
  DEMO_SITE_TOP_NOTICE,
  DEMO_SUPPORT_CHANNEL_URL,
  DEMO_WELCOME_MESSAGE,
  type DemoPost,
  demoEvents,
} from './demoContent';

/** Who gets the unread welcome message: not member01, whose login must land on the home page. */
export const WELCOME_MESSAGE_MEMBERS = ['member02', 'member03', 'member04', 'member05'] as const;

/** member01's roulette coupons, so both wheels can be tried at once. */
export const DEMO_COUPONS = { member01: { normal: 3, vip: 1 } } as const;

async function memberId(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx<{ id: number }[]>`SELECT id FROM members WHERE user_id = ${userId}`;
  if (!row) throw new Error(`demo member ${userId} is missing`);
  return row.id;
}

async function insertPosts(tx: Tx, category: BoardCategory, posts: readonly DemoPost[], authorId: number) {
  for (const post of posts) {
    await tx`
      INSERT INTO board_posts (category, title, contents, author_id, created_at, updated_at)
      VALUES (${category}, ${post.title}, ${sanitizeHtml(post.contents)}, ${authorId},
              now() - make_interval(days => ${post.daysAgo}), now() - make_interval(days => ${post.daysAgo}))`;
  }
}

/**
 * The content that makes a new demo look like a running site: notices, events, betting rules, the
 * community board, one active popup, welcome messages, member01's roulette coupons and the marquee
 * text, with maintenance off. Runs inside seedDemoData's transaction, after the members exist.
 * @example await seedDemoContent(tx);
 */
export async function seedDemoContent(tx: Tx): Promise<void> {
  const adminId = await memberId(tx, 'admin01');
  const [attendance] = await tx<{ value: AttendanceRewardSetting }[]>`
    SELECT value FROM settings WHERE key = ${ATTENDANCE_SETTING_KEY}`;

  await insertPosts(tx, 'notice', DEMO_NOTICES, adminId);
  await insertPosts(
    tx,
    'event',
    demoEvents(attendance?.value ?? NO_ATTENDANCE_REWARD, await createCouponRulesRepository(tx).active()),
    adminId,
  );
  await insertPosts(tx, 'betting_rule', DEMO_BETTING_RULES, adminId);
  // Spec §6: community notices are written by role-1 accounts.
  await insertPosts(tx, 'community_notice', DEMO_COMMUNITY_NOTICES, await memberId(tx, 'partner01'));

  const popup = sanitizeHtml(DEMO_POPUP);
  await tx`
    INSERT INTO popups (popup_status, contents, mb_contents, not_showing_expire_time, author_id)
    VALUES (0, ${popup}, ${popup}, 12, ${adminId})`;

  for (const userId of WELCOME_MESSAGE_MEMBERS) {
    await tx`
      INSERT INTO messages (member_id, title, contents, sent_by)
      VALUES (${await memberId(tx, userId)}, ${DEMO_WELCOME_MESSAGE.title},
              ${sanitizeHtml(DEMO_WELCOME_MESSAGE.contents)}, ${adminId})`;
  }

  for (const [userId, counts] of Object.entries(DEMO_COUPONS)) {
    const id = await memberId(tx, userId);
    for (const [kind, delta] of Object.entries(counts) as ['normal' | 'vip', number][]) {
      await moveCoupons(tx, {
        memberId: id,
        kind,
        delta,
        reason: 'staff_grant',
        actorId: null,
        note: '데모 쿠폰 지급',
      });
    }
  }

  await tx`
    UPDATE settings
    SET value = value || ${tx.json({
      siteTopNotice: DEMO_SITE_TOP_NOTICE,
      supportChannelUrl: DEMO_SUPPORT_CHANNEL_URL,
      siteNoticeFlg: 0,
      maintenanceStartAt: null,
      maintenanceEndAt: null,
    })}
    WHERE key = ${SITE_SETTING_KEY}`;
}
