import { MAX_PHONE_CODE_REQUESTS, PHONE_CODE_REQUEST_WINDOW_MS, PHONE_CODE_VALID_MS } from '@kbet/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_MAX_FAILED_CHECKS, type SmsSender } from '../src/domain/sms/smsSender';

/** What the contract needs around an implementation. */
export interface SmsSenderHarness {
  sender: SmsSender;
  /** The code the phone received last (a test handset's inbox for a real provider). */
  lastCode(phone: string): Promise<string>;
  /** Moves the clock the implementation reads (the server's injectable Clock). */
  advance(ms: number): void;
  now(): Date;
}

/**
 * The behaviour every SmsSender must have (see domain/sms/smsSender.ts). Run it against each
 * implementation: `describeSmsSenderContract('simulator', async () => harness)`.
 */
export function describeSmsSenderContract(name: string, setup: () => Promise<SmsSenderHarness>): void {
  describe(`SmsSender contract: ${name}`, () => {
    let h: SmsSenderHarness;
    let nextPhone = 0;
    // A fresh number per test, so tests never share a phone's codes or its daily count.
    const phone = () => `0107${String(nextPhone++).padStart(7, '0')}`;

    beforeAll(async () => {
      h = await setup();
    });

    it('sends a 6-digit code that expires PHONE_CODE_VALID_MS later and verifies exactly once', async () => {
      const p = phone();
      const sent = await h.sender.sendCode(p);
      expect(sent).toEqual({ ok: true, expiresAt: new Date(h.now().getTime() + PHONE_CODE_VALID_MS) });
      const code = await h.lastCode(p);
      expect(code).toMatch(/^\d{6}$/);
      expect(await h.sender.checkCode(p, code)).toEqual({ ok: true });
      expect(await h.sender.checkCode(p, code)).toEqual({ ok: false, reason: 'no_code' });
    });

    it('refuses a wrong code and keeps the right one working', async () => {
      const p = phone();
      await h.sender.sendCode(p);
      const code = await h.lastCode(p);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(await h.sender.checkCode(p, wrong)).toEqual({ ok: false, reason: 'mismatch' });
      expect(await h.sender.checkCode(p, `${code}0`)).toEqual({ ok: false, reason: 'mismatch' });
      expect(await h.sender.checkCode(p, code)).toEqual({ ok: true });
    });

    it('answers no_code for a phone that was sent nothing', async () => {
      expect(await h.sender.checkCode(phone(), '123456')).toEqual({ ok: false, reason: 'no_code' });
    });

    it('draws codes at random (crypto RNG): 12 codes are not all alike and cover many values', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 12; i++) {
        const p = phone();
        await h.sender.sendCode(p);
        codes.push(await h.lastCode(p));
      }
      // 12 draws from a million values: a repeat has odds of about 1 in 15,000.
      expect(new Set(codes).size).toBeGreaterThanOrEqual(11);
    });

    it('only the newest code of a phone works', async () => {
      const p = phone();
      await h.sender.sendCode(p);
      const first = await h.lastCode(p);
      await h.sender.sendCode(p);
      const second = await h.lastCode(p);
      if (first !== second) {
        expect(await h.sender.checkCode(p, first)).toEqual({ ok: false, reason: 'mismatch' });
      }
      expect(await h.sender.checkCode(p, second)).toEqual({ ok: true });
    });

    it('a code works until PHONE_CODE_VALID_MS has passed, and not from then on', async () => {
      const early = phone();
      const late = phone();
      await h.sender.sendCode(early);
      await h.sender.sendCode(late);
      h.advance(PHONE_CODE_VALID_MS - 1);
      expect(await h.sender.checkCode(early, await h.lastCode(early))).toEqual({ ok: true });
      h.advance(1);
      expect(await h.sender.checkCode(late, await h.lastCode(late))).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it(`sends at most MAX_PHONE_CODE_REQUESTS (${MAX_PHONE_CODE_REQUESTS}) codes per phone in 24 hours`, async () => {
      const p = phone();
      const other = phone();
      for (let i = 0; i < MAX_PHONE_CODE_REQUESTS; i++) expect((await h.sender.sendCode(p)).ok).toBe(true);
      const last = await h.lastCode(p);
      expect(await h.sender.sendCode(p)).toEqual({ ok: false, reason: 'too_many' });
      // A refused request sends nothing: the last code still works, and other phones are not held back.
      expect(await h.sender.checkCode(p, last)).toEqual({ ok: true });
      expect((await h.sender.sendCode(other)).ok).toBe(true);
      h.advance(PHONE_CODE_REQUEST_WINDOW_MS - 1);
      expect(await h.sender.sendCode(p)).toEqual({ ok: false, reason: 'too_many' });
      h.advance(1);
      expect((await h.sender.sendCode(p)).ok).toBe(true);
    });

    it(`a code dies after ${SMS_CODE_MAX_FAILED_CHECKS} wrong tries`, async () => {
      const p = phone();
      await h.sender.sendCode(p);
      const code = await h.lastCode(p);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < SMS_CODE_MAX_FAILED_CHECKS; i++) {
        expect(await h.sender.checkCode(p, wrong)).toEqual({ ok: false, reason: 'mismatch' });
      }
      expect(await h.sender.checkCode(p, code)).toEqual({ ok: false, reason: 'too_many_attempts' });
      // A new code starts afresh.
      await h.sender.sendCode(p);
      expect(await h.sender.checkCode(p, await h.lastCode(p))).toEqual({ ok: true });
    });
  });
}
