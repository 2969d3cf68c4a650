import {
  addDays,
  type CarryoverRule,
  checkUpline,
  type PartnerTier,
  periodOf,
  type Vertical,
} from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createPartnersRepository, type NewContract } from '../../repositories/partnersRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { partnerErrors } from './partnerErrors';
import { toPartnerContract } from './toPartnerContract';
import { uplineResolver } from './uplineResolver';

export interface ContractTerms {
  losingBp: number;
  rollingBp: Readonly<Record<Vertical, number>>;
  carryover: CarryoverRule;
}

const toRow = (
  partnerId: number,
  effectiveFrom: string,
  terms: ContractTerms,
  actorId: number,
  now: Date,
): NewContract => ({
  partnerId,
  effectiveFrom,
  losingBp: terms.losingBp,
  rollingSportsBp: terms.rollingBp.sports,
  rollingMinigameBp: terms.rollingBp.minigame,
  rollingVirtualBp: terms.rollingBp.virtual,
  rollingCasinoBp: terms.rollingBp.casino,
  rollingSlotBp: terms.rollingBp.slot,
  carryover: terms.carryover.mode,
  carryoverCap: terms.carryover.mode === 'capped' ? terms.carryover.cap : null,
  createdBy: actorId,
  createdAt: now,
});

/** Refuses terms above the parent's (checked against the contracts in force from `day`). */
async function assertUnderParent(
  tx: Tx,
  partnerId: number,
  day: string,
  terms: ContractTerms,
  tier: PartnerTier,
) {
  const repo = createPartnersRepository(tx);
  const [partners, contracts] = await Promise.all([repo.list(tx), repo.contractsOn(day, tx)]);
  const partner = partners.find((row) => row.memberId === partnerId);
  if (partner === undefined || partner.parentId === null) return;
  const parentPath = uplineResolver(partners, contracts)(partner.parentId);
  const own = toPartnerContract(toRow(partnerId, day, terms, 0, new Date(0)), tier);
  const issues = checkUpline([own, ...parentPath]).filter((issue) => issue.partnerId === partnerId);
  if (issues.length > 0) throw partnerErrors.rateAboveParent(issues);
}

export interface CreatePartnerParams {
  memberId: number;
  parentId: number | null;
  code: string;
  terms: ContractTerms;
  /** The Korean day today; the first contract applies from the current period. */
  today: string;
  periodDays: number;
  actorId: number;
  now: Date;
}

/**
 * Makes a member a partner under a parent (tier = parent's + 1, at most 3) with its first contract, audited.
 * @example await createPartner(tx, { memberId: 5, parentId: null, code: 'AGENT1', terms, today, periodDays: 7, actorId, now });
 */
export async function createPartner(tx: Tx, params: CreatePartnerParams): Promise<void> {
  const repo = createPartnersRepository(tx);
  const [self, codeTaken, parent] = await Promise.all([
    repo.find(params.memberId, tx),
    repo.codeTaken(params.code, tx),
    params.parentId === null ? Promise.resolve(undefined) : repo.find(params.parentId, tx),
  ]);
  if (self !== undefined || codeTaken) throw partnerErrors.partnerExists();
  if (params.parentId !== null && (parent === undefined || parent.tier >= 3)) throw partnerErrors.badParent();
  const tier = (parent === undefined ? 1 : parent.tier + 1) as PartnerTier;
  await repo.insert({ ...params, tier, createdBy: params.actorId, createdAt: params.now }, tx);
  const from = periodOf(params.today, params.periodDays).from;
  await assertUnderParent(tx, params.memberId, from, params.terms, tier);
  await repo.insertContract(toRow(params.memberId, from, params.terms, params.actorId, params.now), tx);
  await audit(tx, {
    actorId: params.actorId,
    action: 'partner.create',
    target: { type: 'member', id: params.memberId },
    new: { parentId: params.parentId, tier, code: params.code, ...params.terms },
  });
}

/**
 * Changes a partner's contract from the next period (a closed or running period keeps its terms), audited with
 * the old and new terms.
 * @example await setContract(tx, { partnerId: 5, terms, today, periodDays: 7, actorId, now, reason: '재계약' });
 */
export async function setContract(
  tx: Tx,
  params: {
    partnerId: number;
    terms: ContractTerms;
    today: string;
    periodDays: number;
    actorId: number;
    now: Date;
    reason: string;
  },
): Promise<{ effectiveFrom: string }> {
  const repo = createPartnersRepository(tx);
  const partner = await repo.find(params.partnerId, tx);
  if (partner === undefined) throw partnerErrors.partnerNotFound();
  const effectiveFrom = addDays(periodOf(params.today, params.periodDays).to, 1);
  await assertUnderParent(tx, params.partnerId, effectiveFrom, params.terms, partner.tier);
  const [old] = await repo.contractsOf(params.partnerId, tx);
  await repo.insertContract(
    toRow(params.partnerId, effectiveFrom, params.terms, params.actorId, params.now),
    tx,
  );
  await audit(tx, {
    actorId: params.actorId,
    action: 'partner.contract',
    target: { type: 'member', id: params.partnerId },
    old: old ?? null,
    new: { effectiveFrom, ...params.terms },
    reason: params.reason,
  });
  return { effectiveFrom };
}

/**
 * Moves a member to another partner (or none), only with a reason, audited.
 * @example await moveMember(tx, { memberId: 9, partnerId: 5, actorId, reason: '소속 정정' });
 */
export async function moveMember(
  tx: Tx,
  params: {
    memberId: number;
    partnerId: number | null;
    actorId: number;
    reason: string;
    oldPartnerId: number | null;
  },
): Promise<void> {
  const repo = createPartnersRepository(tx);
  if (params.partnerId !== null && (await repo.find(params.partnerId, tx)) === undefined) {
    throw partnerErrors.partnerNotFound();
  }
  if (params.reason.trim() === '') throw domainErrors.invalidInput({ field: 'reason' });
  await repo.setMemberPartner(params.memberId, params.partnerId, tx);
  await audit(tx, {
    actorId: params.actorId,
    action: 'partner.move_member',
    target: { type: 'member', id: params.memberId },
    old: { partnerId: params.oldPartnerId },
    new: { partnerId: params.partnerId },
    reason: params.reason,
  });
}
