import { DEPOSIT_BONUS_CODE } from '@kbet/sdk';
import { betRequest } from '../../support/bettingFeed';

/** The money-moving operations the crash suite drives; each is the second part of its Idempotency-Key. */
export type ChaosKind = 'bet' | 'deposit' | 'approve' | 'convert';

/** A request the server acknowledged (2xx): it must survive any crash that follows, exactly once. */
export interface Acknowledged {
  kind: ChaosKind;
  memberId: number;
  key: string;
  url: string;
  headers: Record<string, string>;
  payload: unknown;
  status: number;
  body: unknown;
}

export interface Session {
  memberId: number;
  headers: Record<string, string>;
}

/** A seeded xorshift32 source: the kill moments and the operation mix replay from KBET_CHAOS_SEED. */
export function seeded(seed: number): { int(min: number, max: number): number } {
  let state = seed >>> 0 || 1;
  return {
    int(min, max) {
      state ^= state << 13;
      state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      return min + (state % (max - min + 1));
    },
  };
}

/** Per request; a request cut by a kill fails on its socket long before this. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The staff worker's idle step when no acknowledged deposit waits for approval. */
const IDLE_MS = 20;
const MAX_REFUSALS_PER_ROUND = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON answer parsed; a text one (the conversions' message) as it is. */
export function parseBody(response: Response | undefined, text: string): unknown {
  return response?.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/** Logs a demo account in through the API (password kbet1234). */
export async function loginOver(url: string, userId: string): Promise<Session> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password: 'kbet1234' }),
  });
  if (response.status !== 200)
    throw new Error(`login ${userId}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { memberId: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

/** One leg of a bet request, as the SDK's toBetRequest sends it (testkit's betting() reads one from the feed). */
export interface Leg {
  betPrice: string;
  fixtureId: string;
  oddsId: string;
  sportId: number;
  version: string;
}

/**
 * Members placing bets, asking for deposits and converting comp, and a staff member approving their
 * acknowledged deposits, over HTTP against the real process, until `halted()`; every 2xx is recorded.
 */
export class ChaosLoad {
  readonly acknowledged: Acknowledged[] = [];
  /** Refusals and failures by kind and status (0: no answer), for the run's summary. */
  readonly refused = new Map<string, number>();
  private sequence = 0;
  private readonly approvedCharges = new Set<number>();
  private onAcknowledged: () => void = () => {};
  private onRefused: () => void = () => {};

  constructor(
    private readonly url: () => string,
    private readonly members: Session[],
    private readonly staff: Session,
    private readonly leg: Leg,
    private readonly seed: number,
  ) {}

  /**
   * Runs every worker until `stopAfter` more operations were acknowledged, then resolves at once (the
   * caller kills something while requests are in flight); `settled` resolves once the workers have stopped.
   */
  run(stopAfter: number): { moment: Promise<void>; settled: Promise<void> } {
    const target = this.acknowledged.length + stopAfter;
    let halted = false;
    let refusals = 0;
    const moment = new Promise<void>((resolve, reject) => {
      this.onAcknowledged = () => {
        if (!halted && this.acknowledged.length >= target) {
          halted = true;
          resolve();
        }
      };
      // A load the server refuses wholesale proves nothing: stop with what it answered.
      this.onRefused = () => {
        refusals += 1;
        if (!halted && refusals > MAX_REFUSALS_PER_ROUND) {
          halted = true;
          reject(
            new Error(`the server refused the load: ${JSON.stringify(Object.fromEntries(this.refused))}`),
          );
        }
      };
    });
    const isHalted = () => halted;
    const round = this.sequence;
    const workers = [
      ...this.members.map((member, index) =>
        this.memberWorker(member, seeded(this.seed + round * 31 + index), isHalted),
      ),
      this.staffWorker(isHalted),
    ];
    return { moment, settled: Promise.all(workers).then(() => {}) };
  }

  private async memberWorker(
    member: Session,
    rng: { int(min: number, max: number): number },
    halted: () => boolean,
  ) {
    while (!halted()) {
      const pick = rng.int(0, 9);
      if (pick < 5) await this.bet(member);
      else if (pick < 8) await this.deposit(member);
      else await this.convert(member);
    }
  }

  private async staffWorker(halted: () => boolean) {
    while (!halted()) {
      const waiting = this.acknowledged.find(
        (op) => op.kind === 'deposit' && !this.approvedCharges.has(Number(op.body)),
      );
      if (!waiting) {
        await pause(IDLE_MS);
        continue;
      }
      const chargeId = Number(waiting.body);
      const status = await this.send('approve', this.staff, `/admin-api/charges/${chargeId}/approve`, {
        reason: '확인',
      });
      // 409: an approval whose answer a crash swallowed already decided it.
      if (status === 200 || status === 409) this.approvedCharges.add(chargeId);
    }
  }

  private bet(member: Session) {
    return this.send(
      'bet',
      member,
      '/sports-prematch/betting',
      betRequest({ user: { id: member.memberId } }, [this.leg], 5_000),
    );
  }

  private deposit(member: Session) {
    return this.send('deposit', member, '/charge', {
      memberId: member.memberId,
      depositMode: 0,
      depositAmount: 10_000,
      depositName: '',
      type: 0,
      pointType: DEPOSIT_BONUS_CODE.NO_BONUS,
    });
  }

  private async convert(member: Session) {
    const profile = await this.fetch(`/member/${member.memberId}`, { headers: member.headers });
    if (profile?.status !== 200) return;
    const { updatedAt } = (await profile.json()) as { updatedAt: string };
    await this.send('convert', member, '/emoney/compToEmoney', {
      memberId: member.memberId,
      comp: 100,
      userUpdatedAt: updatedAt,
    });
  }

  /** A money-moving POST with a fresh key; records it when acknowledged. Returns the status (0: no answer). */
  private async send(kind: ChaosKind, session: Session, url: string, payload: unknown): Promise<number> {
    this.sequence += 1;
    const key = `chaos-${kind}-${this.seed}-${this.sequence}`;
    const headers = { ...session.headers, 'content-type': 'application/json', 'idempotency-key': key };
    const response = await this.fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) });
    const status = response?.status ?? 0;
    const text = await response?.text().catch(() => undefined);
    if (status >= 200 && status < 300 && text !== undefined) {
      this.acknowledged.push({
        kind,
        memberId: session.memberId,
        key,
        url,
        headers,
        payload,
        status,
        body: parseBody(response, text),
      });
      this.onAcknowledged();
    } else {
      const tally = `${kind} ${status}`;
      this.refused.set(tally, (this.refused.get(tally) ?? 0) + 1);
      this.onRefused();
    }
    return status;
  }

  /** fetch that answers undefined when the connection fails (the server was killed under it). */
  private async fetch(path: string, init: RequestInit): Promise<Response | undefined> {
    try {
      return await fetch(`${this.url()}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      return undefined;
    }
  }
}
