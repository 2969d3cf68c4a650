import * as z from 'zod/mini';
import { Count, Flag, HttpsUrl, IsoDateTime, Rate, Text } from './common';

const isSecondsBySport = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(Number.isSafeInteger);

type Role = 1 | 2 | 3 | 4 | 5;
type BettingSettingKey = `sports${'Eu' | 'Kr'}${'' | 'MaxPrize'}AmountRole${Role}`;

// The 20 keys differ only by style, kind and role, so they are built rather than listed.
const bettingShape = {} as Record<BettingSettingKey, typeof Count>;
for (const style of ['Eu', 'Kr'] as const)
  for (const kind of ['', 'MaxPrize'] as const)
    for (const role of [1, 2, 3, 4, 5] as const)
      bettingShape[`sports${style}${kind}AmountRole${role}`] = Count;

/** Max bet and max winnings per slip style and role, in units of 10,000 won (spec §3, §9). */
export const BettingSettings = z.object(bettingShape);

/** Site settings (spec §3). */
export const Settings = z.object({
  /** Seconds per sport id; kbet's reading of the spec's "per sport". */
  liveBettingTime: z.custom<Record<string, number>>(isSecondsBySport, 'Expected seconds by sport id'),
  realpokerMaintenanceFlag: Flag,
  revolutionMaintenanceFlag: Flag,
  systemMaintenanceFlg: Flag,
  joinStartEndFlg: Flag,
  siteTopNotice: z.string(),
  /** 1 while a maintenance is in force (inside its window when one is set). */
  siteNoticeFlg: Flag,
  /** kbet's own: the maintenance window for the maintenance page; null ends are open. */
  maintenanceStartAt: z.optional(z.nullable(IsoDateTime)),
  maintenanceEndAt: z.optional(z.nullable(IsoDateTime)),
  /** kbet's own: the operator's chat-channel support that guests are sent to (spec §1); null when none. */
  supportChannelUrl: z.optional(z.nullable(HttpsUrl)),
});

/** GET /setting/user: the site settings plus the betting limits in one object. */
export const UserSettings = z.object({ ...Settings.shape, ...BettingSettings.shape }); // kbet's own shape

/** GET settingSignUp: whether sign-up is open. */
export const SignUpSetting = z.object({ joinStartEndFlg: Flag }); // kbet's own shape

/** GET /settingMemberBetting/{id}. */
export const MemberBettingSetting = z.object({ bettingSetFlag: Flag, firstPoint: Rate, perPoint: Rate });

/** GET /labelSetting?kbn=charge. */
export const LabelSetting = z.object({ kbn: z.string(), label: z.string() });

/** GET /settingBanking/level/{levelCode}: levelCode is userType plus the role capped at 5; levelCodeName the account text. */
export const BankingLevelSetting = z.object({ levelCode: Text, levelCodeName: z.string() });

/** GET /settingbankname. */
export const BankSetting = z.object({ bankName: Text, bankCode: Text, useFlag: Flag });

/** The code lists of GET code?type=... */
export const CodeType = z.literal([
  'BET_STATUS',
  'WIN_FLAG',
  'POWER_MARKET_TYPE',
  'TYPE_NAME',
  'ODM_BET_SEARCH1',
  'BANK',
  'BIRTH',
  'BIRTH_MONTH',
  'DAY',
  'CARRIER',
]);

export const Code = z.object({ codeId: z.string(), codeName: z.string() });

export type BettingSettings = z.infer<typeof BettingSettings>;
export type Settings = z.infer<typeof Settings>;
export type UserSettings = z.infer<typeof UserSettings>;
export type SignUpSetting = z.infer<typeof SignUpSetting>;
export type MemberBettingSetting = z.infer<typeof MemberBettingSetting>;
export type LabelSetting = z.infer<typeof LabelSetting>;
export type BankingLevelSetting = z.infer<typeof BankingLevelSetting>;
export type BankSetting = z.infer<typeof BankSetting>;
export type CodeType = z.infer<typeof CodeType>;
export type Code = z.infer<typeof Code>;
