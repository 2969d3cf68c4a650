import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/kbetServer.mjs';
import { useE2E } from './support/e2e';
import { minigameRounds } from './support/minigameRounds';
import { STEP_MS, settle } from './support/ui';
import { virtualRounds } from './support/virtualRounds';

// Only on request (`KBET_SCREENSHOTS=1`, see the root `screenshots` script): the committed PNGs in
// docs/screenshots/ change only when someone means to refresh them.
const OUT = join(ROOT, 'docs/screenshots');

/** Closes the home page's operator popup if one opens, so the page itself shows. */
async function closePopup(page: Page): Promise<void> {
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: '5분 동안 보지 않기' }) });
  for (;;) {
    const shown = await popup
      .waitFor({ state: 'visible', timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return;
    await popup.getByRole('button', { name: '닫기' }).last().click();
  }
}

interface Shot {
  name: string;
  path: string;
  /** What to do on the page before the picture (`mobile` for the phone layout). */
  prepare?: (page: Page, mobile: boolean) => Promise<void>;
  /** What to do after it. */
  after?: (page: Page, mobile: boolean) => Promise<void>;
}

const PAGES: Shot[] = [
  { name: 'home', path: '/', prepare: closePopup },
  {
    name: 'europe',
    path: '/europe',
    // A pick and a stake in the desktop slip, so it shows its figures; the bet then fills the history.
    prepare: async (page, mobile) => {
      await page
        .getByRole('button', { name: / 승 \d+\.\d{2}$/ })
        .first()
        .click();
      if (!mobile)
        await page
          .getByRole('region', { name: /베팅카트/ })
          .getByLabel('베팅금액')
          .fill('50000');
    },
    after: async (page, mobile) => {
      if (mobile) return;
      await page
        .getByRole('region', { name: /베팅카트/ })
        .getByRole('button', { name: '베팅하기' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: '베팅하기' }).click();
      await page.getByRole('dialog', { name: '베팅 완료' }).getByRole('button', { name: '확인' }).click();
    },
  },
  { name: 'inplay', path: '/inplay' },
  { name: 'deposit', path: '/deposit' },
  { name: 'mywallet', path: '/mywallet' },
  { name: 'responsible-gambling', path: '/responsible-gambling' },
  { name: 'bet-history', path: '/bet_result/sports' },
  { name: 'sportsboard', path: '/sportsboard' },
  { name: 'game-result', path: '/game_result/sports' },
];

/** The mini-game pages, each game with rounds drawn before (its own test: a busy machine takes a while per page). */
const MINIGAME_PAGES: Shot[] = [
  {
    name: 'minigame-powerball',
    path: '/minigame/donghang',
    // A pick in the cart: with a stake beside the markets on desktop; on a phone the page's top (round, draw)
    // with the cart button counting it.
    prepare: async (page, mobile) => {
      await page.getByRole('list', { name: '베팅 항목' }).getByRole('button').first().click();
      if (mobile) await page.evaluate(() => window.scrollTo(0, 0));
      else await page.getByLabel('베팅금액').fill('10000');
    },
  },
  { name: 'minigame-ladder', path: '/minigame/donghang-sadari' },
  { name: 'minigame-baccarat', path: '/minigame/next-bakara' },
  {
    name: 'minigame-results',
    path: '/game_result/minigame?game=donghang',
    // The newest drawn round's fairness proof open: commitment, revealed seed, salt, verified in the browser.
    prepare: async (page) => {
      await page.locator('summary').filter({ hasText: '검증 완료' }).first().click();
    },
  },
];

/** The virtual pages, each league with rounds played before (the replay shows the last match at full time). */
const VIRTUAL_PAGES: Shot[] = [
  {
    name: 'virtual-soccer',
    path: '/bet365/soccer/premierships',
    // A pick in the cart (with a stake beside the markets on desktop; on a phone the cart button counts it), seen
    // from the page's top: the events, their countdowns and the last match's replay.
    prepare: async (page, mobile) => {
      await page.getByRole('region', { name: '승무패' }).getByRole('button').first().click();
      if (!mobile) await page.getByLabel('베팅금액').fill('10000');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'virtual-basketball', path: '/bet365/basketball/nbareplay' },
  { name: 'virtual-race', path: '/bet365/horse/britanniaways' },
  { name: 'virtual-results', path: '/game_result/virtuals?league=soccer/premierships' },
];
const VIRTUAL_LEAGUES_SHOWN = ['soccer/premierships', 'basketball/nbareplay', 'horse/britanniaways'];
const PLAYED_ROUNDS = 4;

/** The mini-games the shots show, each with this many rounds drawn before now (the strip and pattern table fill). */
const MINIGAMES = ['donghang', 'donghang-sadari', 'next-bakara'];
const DRAWN_ROUNDS = 12;

describe.runIf(process.env.KBET_SCREENSHOTS)('screenshots of the main pages → docs/screenshots', () => {
  const e2e = useE2E();

  beforeAll(async () => {
    const rounds = minigameRounds(e2e().sql);
    for (const gameId of MINIGAMES) {
      await rounds.backfill(gameId, DRAWN_ROUNDS);
      await rounds.open(gameId);
    }
    const leagues = virtualRounds(e2e().sql);
    for (const leagueId of VIRTUAL_LEAGUES_SHOWN) {
      await leagues.backfill(leagueId, PLAYED_ROUNDS);
      await leagues.open(leagueId);
    }
  });

  const shoot = async (page: Page, file: string) => {
    await settle(page);
    await page.screenshot({ path: join(OUT, file), animations: 'disabled', caret: 'hide' });
  };

  /** A page for member05 in the layout, with each of `shots` taken in turn. */
  const shootPages = async (shots: Shot[], kind: string, mobile: boolean) => {
    await mkdir(OUT, { recursive: true });
    const page = await e2e().page({ mobile, keepPopups: true, scale: mobile ? 2 : 1 });
    await e2e().login(page, 'member05');
    for (const shot of shots) {
      await page.goto(shot.path);
      await settle(page);
      await shot.prepare?.(page, mobile);
      await shoot(page, `${shot.name}-${kind}.png`);
      await shot.after?.(page, mobile);
    }
  };

  const LAYOUTS = [
    ['desktop', false],
    ['mobile', true],
  ] as const;

  it.each(LAYOUTS)('mini-games, %s', async (kind, mobile) => {
    await shootPages(MINIGAME_PAGES, kind, mobile);
  });

  it.each(LAYOUTS)('virtual sports, %s', async (kind, mobile) => {
    await shootPages(VIRTUAL_PAGES, kind, mobile);
  });

  it.each(LAYOUTS)('%s', async (kind, mobile) => {
    await shootPages(PAGES, kind, mobile);
    const guest = await e2e().page({ mobile, keepPopups: true, scale: mobile ? 2 : 1 });
    // Spec §2: a joinCd link opens sign-up with the referral code filled in.
    await guest.goto('/board/event?joinCd=KBET01');
    const code = guest.getByRole('dialog', { name: '회원가입' });
    await code.getByLabel('가입코드').press('Enter');
    await guest.getByRole('dialog', { name: '회원 정보 입력' }).waitFor({ timeout: STEP_MS });
    await shoot(guest, `sign-up-${kind}.png`);
  });
});
