import { createTestMember, login, type TestApp } from './testApp';

const NO_ROLLING = { sports: 0, minigame: 0, virtual: 0, casino: 0, slot: 0 };

/** One tree of the fixture: its partner, the partner's downline member and that member's recommender. */
export interface PartnerTree {
  partner: { id: number; userId: string };
  player: { id: number; userId: string; nickname: string };
  recommender: { id: number; userId: string };
}

/**
 * Two separate one-tier partner trees made over the staff API (`<prefix>a…`, `<prefix>b…`): each partner has
 * one downline member, referred by a recommender of its own, with a sports bet slip and a slot bet record
 * today, so a test can tell whose rows an answer carries.
 * @example const [a, b] = await twoPartnerTrees(t, 'iso');
 */
export async function twoPartnerTrees(t: TestApp, prefix: string): Promise<[PartnerTree, PartnerTree]> {
  const staff = await login(t.app, 'admin01');
  const trees: PartnerTree[] = [];
  for (const side of ['a', 'b']) {
    const name = `${prefix}${side}`;
    const partner = await createTestMember(t.db.sql, { userId: `${name}agent`, nickname: `${name}총판` });
    const recommender = await createTestMember(t.db.sql, {
      userId: `${name}recomm`,
      nickname: `${name}추천`,
    });
    const player = await createTestMember(t.db.sql, { userId: `${name}player`, nickname: `${name}회원` });
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/partners',
      headers: staff.headers,
      payload: {
        userId: partner.userId,
        parentUserId: null,
        code: `${name.toUpperCase()}CODE`,
        terms: { losingBp: 1000, rollingBp: NO_ROLLING, carryover: { mode: 'none' } },
      },
    });
    if (created.statusCode !== 200) throw new Error(`partner not created: ${created.body}`);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/members/${player.userId}/partner`,
      headers: staff.headers,
      payload: { partnerUserId: partner.userId, reason: '테스트 소속' },
    });
    if (moved.statusCode !== 200) throw new Error(`member not moved: ${moved.body}`);
    const now = t.clock.now();
    await t.db.sql`UPDATE members SET recommender_id = ${recommender.id} WHERE id = ${player.id}`;
    await t.db.sql`
      INSERT INTO bet_slips (member_id, game_type, game_style, game_detail_type, amount, total_ratio, expected_win,
                             change_flag, created_at)
      VALUES (${player.id}, 1, 'EU', 1, 10000, 1.85, 18500, false, ${now})`;
    await t.db.sql`
      INSERT INTO casino_transactions (provider_id, provider_tx_id, member_id, action, status, round_id, game_code,
                                       vertical, amount, response, created_at)
      VALUES ('kbetsim', ${`${name}-tx`}, ${player.id}, 'debit', 'open', ${`${name}-round`}, 'slot-fruits', 'slot',
              5000, '{}'::jsonb, ${now})`;
    trees.push({
      partner: { id: partner.id, userId: partner.userId },
      player: { id: player.id, userId: player.userId, nickname: player.nickname },
      recommender: { id: recommender.id, userId: recommender.userId },
    });
  }
  return [trees[0]!, trees[1]!];
}
