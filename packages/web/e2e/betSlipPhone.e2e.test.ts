import { ko } from '@kbet/sdk';
import { createTestMember } from '@kbet/testkit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { inHours, insertE2eFixture } from './support/fixtures';
import { alertShowing, expectVisibleText, STEP_MS } from './support/ui';

const TEAM = '스티키';
const FIXTURES = Array.from({ length: 10 }, (_, index) => ({
  id: 7601 + index,
  home: `${TEAM} 홈 ${index + 1}`,
  away: `${TEAM} 원정 ${index + 1}`,
}));

/** The element's box lies wholly inside the viewport, and a tap at its centre reaches it (nothing covers it). */
async function expectFullyVisible(page: Page, target: Locator) {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const reached = await target.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(reached).toBe(true);
}

describe('the phone bet slip (spec §2 mobile cart)', () => {
  const e2e = useE2E();

  it('keeps 베팅하기 wholly on screen at 375×667 and 375×568 with 2 and 10 picks, and the confirm restates the bet', async () => {
    const e = e2e();
    await createTestMember(e.sql, { userId: 'sticky01', nickname: '스티키01' });
    const grant = await e.kbet(
      'balance',
      'adjust',
      'sticky01',
      '100000',
      '--kind',
      'emoney',
      '--reason',
      '테스트 지급',
      '--yes',
    );
    expect(grant.code).toBe(0);
    for (const [index, fixture] of FIXTURES.entries()) {
      await insertE2eFixture(e.sql, {
        ...fixture,
        startDate: inHours(4 + index),
        prices: ['1.10', '5.00', '9.00'],
      });
    }

    const page = await e.page({ mobile: true });
    await e.login(page, 'sticky01');
    await page.goto(`/europe?search=${encodeURIComponent(TEAM)}`);
    const footer = page.getByRole('navigation', { name: '바로가기' });
    const cart = page.getByRole('dialog', { name: '베팅카트' });
    const betButton = cart.getByRole('button', { name: '베팅하기' });

    const pick = async (fixture: (typeof FIXTURES)[number]) => {
      const button = page.getByRole('button', { name: `${fixture.home} 승 1.10` });
      await button.scrollIntoViewIfNeeded();
      await button.click();
    };
    const checkHeights = async (picks: number) => {
      for (const height of [667, 568]) {
        await page.setViewportSize({ width: 375, height });
        await footer.getByRole('button', { name: '베팅카트' }).click();
        await cart.getByRole('list', { name: '선택한 배당' }).waitFor({ timeout: STEP_MS });
        expect(await cart.getByRole('list', { name: '선택한 배당' }).getByRole('listitem').count()).toBe(
          picks,
        );
        await expectFullyVisible(page, betButton);
        await cart.getByRole('button', { name: '닫기' }).click();
        await cart.waitFor({ state: 'hidden', timeout: STEP_MS });
      }
    };

    for (const fixture of FIXTURES.slice(0, 2)) await pick(fixture);
    // A touch screen shows a pick pressed at once: no eased colours on the price or its row, whose frames and
    // transition events ran after the tap, in front of the next one (the cart's).
    const pressed = page.getByRole('button', { name: `${FIXTURES[0]?.home} 승 1.10`, pressed: true });
    expect(
      await pressed.evaluate((button) =>
        [button, button.parentElement?.parentElement].map((el) =>
          el ? getComputedStyle(el).transitionDuration : 'missing',
        ),
      ),
    ).toEqual(['0s', '0s']);
    await checkHeights(2);
    for (const fixture of FIXTURES.slice(2)) await pick(fixture);
    await checkHeights(10);

    // At the smallest height, with ten picks: type the stake, press the pinned button, read the confirm.
    await footer.getByRole('button', { name: '베팅카트' }).click();
    await cart.getByLabel('베팅금액').fill('5000');
    await expectFullyVisible(page, betButton);
    await betButton.click();
    const confirm = await alertShowing(page, ko.BET_CONFIRM);
    const text = (await confirm.textContent()) ?? '';
    expect(text).toContain(`${FIXTURES[0]?.home} 승 · 1.10`);
    expect(text).toContain(`${FIXTURES[9]?.home} 승 · 1.10`);
    expect(text).toContain('총 배당');
    expect(text).toContain('2.59');
    expect(text).toContain('베팅금액');
    expect(text).toContain('5,000원');
    expect(text).toContain('예상 당첨금');
    expect(text).toContain('12,950원');
    await confirm.getByRole('button', { name: '취소' }).click();
    await expectVisibleText(cart, '베팅금액');
  });
});
