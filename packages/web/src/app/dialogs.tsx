import { type PreloadableComponent, preloadableLazy } from '@/lib/preloadableLazy';
import type { DialogId } from './dialogIds';

/** The props every dialog gets from the host, plus those given to openDialog(id, props). */
export interface DialogComponentProps {
  readonly onClose: () => void;
}

// biome-ignore lint/suspicious/noExplicitAny: each dialog declares its own extra props.
type DialogComponent = PreloadableComponent<any>;

/**
 * Every dialog of the site by id, loaded when first opened or preloaded (preloadDialog); this module itself loads
 * then too (app/DialogHost.tsx). Add a dialog: its id in ./dialogIds.ts and one line here, then
 * openDialog('<id>', props) from anywhere. Menu entries naming the id appear by themselves.
 */
export const dialogs: Readonly<Record<DialogId, DialogComponent>> = {
  betHistory: preloadableLazy(() =>
    import('@/features/bet-history/components/BetHistoryDialog').then((m) => m.BetHistoryDialog),
  ),
  betResult: preloadableLazy(() =>
    import('@/features/sports/components/BetResultDialog').then((m) => m.BetResultDialog),
  ),
  betSlip: preloadableLazy(() =>
    import('@/features/sports/components/BetSlipDialog').then((m) => m.BetSlipDialog),
  ),
  minigameSlip: preloadableLazy(() =>
    import('@/features/minigame/components/MinigameCartDialog').then((m) => m.MinigameCartDialog),
  ),
  virtualSlip: preloadableLazy(() =>
    import('@/features/virtuals/components/VirtualCartDialog').then((m) => m.VirtualCartDialog),
  ),
  login: preloadableLazy(() => import('@/features/auth/components/LoginDialog').then((m) => m.LoginDialog)),
  message: preloadableLazy(() =>
    import('@/features/messages/components/MessageDialog').then((m) => m.MessageDialog),
  ),
  customer: preloadableLazy(() =>
    import('@/features/customer/components/CustomerDialog').then((m) => m.CustomerDialog),
  ),
  nonMemberInquiry: preloadableLazy(() =>
    import('@/features/customer/components/NonMemberInquiryDialog').then((m) => m.NonMemberInquiryDialog),
  ),
  notice: preloadableLazy(() =>
    import('@/features/boards/components/NoticeDialog').then((m) => m.NoticeDialog),
  ),
  roulette: preloadableLazy(() =>
    import('@/features/roulette/components/RouletteDialog').then((m) => m.RouletteDialog),
  ),
  rouletteVip: preloadableLazy(() =>
    import('@/features/roulette/components/RouletteDialog').then((m) => m.VipRouletteDialog),
  ),
  deposit: preloadableLazy(() =>
    import('@/features/wallet/components/DepositDialog').then((m) => m.DepositDialog),
  ),
  withdrawal: preloadableLazy(() =>
    import('@/features/wallet/components/WithdrawalDialog').then((m) => m.WithdrawalDialog),
  ),
  pointConversion: preloadableLazy(() =>
    import('@/features/wallet/components/PointConversionDialog').then((m) => m.PointConversionDialog),
  ),
  coinPurchase: preloadableLazy(() =>
    import('@/features/wallet/components/CoinPurchaseDialog').then((m) => m.CoinPurchaseDialog),
  ),
  coinDeposit: preloadableLazy(() =>
    import('@/features/wallet/components/CoinDepositDialog').then((m) => m.CoinDepositDialog),
  ),
  signUp: preloadableLazy(() =>
    import('@/features/account/components/SignUpDialog').then((m) => m.SignUpDialog),
  ),
  signUpForm: preloadableLazy(() =>
    import('@/features/account/components/SignUpFormDialog').then((m) => m.SignUpFormDialog),
  ),
  signUpDone: preloadableLazy(() =>
    import('@/features/account/components/SignUpDoneDialog').then((m) => m.SignUpDoneDialog),
  ),
  findPassword: preloadableLazy(() =>
    import('@/features/account/components/FindPasswordDialog').then((m) => m.FindPasswordDialog),
  ),
  changePassword: preloadableLazy(() =>
    import('@/features/account/components/ChangePasswordDialog').then((m) => m.ChangePasswordDialog),
  ),
  userInfo: preloadableLazy(() =>
    import('@/features/account/components/UserInfoDialog').then((m) => m.UserInfoDialog),
  ),
  myPage: preloadableLazy(() =>
    import('@/features/account/components/MyPageDialog').then((m) => m.MyPageDialog),
  ),
};
