/**
 * @kbet/react: a provider and thin hooks over the SDK's stores and calls. Logic lives in @kbet/sdk.
 */
export type { KbetContextValue, KbetProviderProps, KbetStores } from './KbetProvider';
export { KbetProvider, useKbet, useKbetClient } from './KbetProvider';
export { signalSource } from './signalSource';
export { useAttendance } from './useAttendance';
export { useBetSlip } from './useBetSlip';
export { useChargeLabels } from './useChargeLabels';
export type { UseChargesParams } from './useCharges';
export { useCharges } from './useCharges';
export { useCodes } from './useCodes';
export { useEvents } from './useEvents';
export { useInquiries } from './useInquiries';
export { useKbetEvent } from './useKbetEvent';
export { useLeagues } from './useLeagues';
export { useLive } from './useLive';
export { useLocations } from './useLocations';
export { MEMBER_KEY_PREFIX, useMemberResource } from './useMemberResource';
export { useMessages, useUnreadCount } from './useMessages';
export { useNotices } from './useNotices';
export { useCompLogs, usePointLogs } from './usePointLogs';
export type { RealityCheckView } from './useRealityCheck';
export { useRealityCheck } from './useRealityCheck';
export type { ResourceView } from './useResource';
export { useResource } from './useResource';
export type { ResponsibleGamblingView } from './useResponsibleGambling';
export { useResponsibleGambling } from './useResponsibleGambling';
export type { RouletteView } from './useRoulette';
export { useRoulette } from './useRoulette';
export { useSession, useUser } from './useSession';
export { useSettings } from './useSettings';
export { useSiteNotices } from './useSiteNotices';
export { useSports } from './useSports';
export type { ExternalStore } from './useStore';
export { useStore } from './useStore';
export { useTransactions } from './useTransactions';
export type { Wallet } from './useWallet';
export { useWallet } from './useWallet';
