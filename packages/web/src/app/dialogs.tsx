import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { setAvailableDialogs } from '@/lib/dialogs';

/** The props every dialog gets from the host, plus those given to openDialog(id, props). */
export interface DialogComponentProps {
  readonly onClose: () => void;
}

// biome-ignore lint/suspicious/noExplicitAny: each dialog declares its own extra props.
type DialogComponent = LazyExoticComponent<ComponentType<any>>;

/**
 * Every dialog of the site by id, loaded when first opened. Add a dialog: one line here, then
 * openDialog('<id>', props) from anywhere. Menu entries naming the id appear by themselves.
 */
export const dialogs: Readonly<Record<string, DialogComponent>> = {
  betHistory: lazy(() =>
    import('@/features/bet-history/components/BetHistoryDialog').then((m) => ({
      default: m.BetHistoryDialog,
    })),
  ),
  betResult: lazy(() =>
    import('@/features/sports/components/BetResultDialog').then((m) => ({ default: m.BetResultDialog })),
  ),
  betSlip: lazy(() =>
    import('@/features/sports/components/BetSlipDialog').then((m) => ({ default: m.BetSlipDialog })),
  ),
  minigameSlip: lazy(() =>
    import('@/features/minigame/components/MinigameCartDialog').then((m) => ({
      default: m.MinigameCartDialog,
    })),
  ),
  virtualSlip: lazy(() =>
    import('@/features/virtuals/components/VirtualCartDialog').then((m) => ({
      default: m.VirtualCartDialog,
    })),
  ),
  login: lazy(() =>
    import('@/features/auth/components/LoginDialog').then((m) => ({ default: m.LoginDialog })),
  ),
  message: lazy(() =>
    import('@/features/messages/components/MessageDialog').then((m) => ({ default: m.MessageDialog })),
  ),
  customer: lazy(() =>
    import('@/features/customer/components/CustomerDialog').then((m) => ({ default: m.CustomerDialog })),
  ),
  nonMemberInquiry: lazy(() =>
    import('@/features/customer/components/NonMemberInquiryDialog').then((m) => ({
      default: m.NonMemberInquiryDialog,
    })),
  ),
  notice: lazy(() =>
    import('@/features/boards/components/NoticeDialog').then((m) => ({ default: m.NoticeDialog })),
  ),
  roulette: lazy(() =>
    import('@/features/roulette/components/RouletteDialog').then((m) => ({ default: m.RouletteDialog })),
  ),
  rouletteVip: lazy(() =>
    import('@/features/roulette/components/RouletteDialog').then((m) => ({ default: m.VipRouletteDialog })),
  ),
  deposit: lazy(() =>
    import('@/features/wallet/components/DepositDialog').then((m) => ({ default: m.DepositDialog })),
  ),
  withdrawal: lazy(() =>
    import('@/features/wallet/components/WithdrawalDialog').then((m) => ({ default: m.WithdrawalDialog })),
  ),
  pointConversion: lazy(() =>
    import('@/features/wallet/components/PointConversionDialog').then((m) => ({
      default: m.PointConversionDialog,
    })),
  ),
  coinPurchase: lazy(() =>
    import('@/features/wallet/components/CoinPurchaseDialog').then((m) => ({
      default: m.CoinPurchaseDialog,
    })),
  ),
  coinDeposit: lazy(() =>
    import('@/features/wallet/components/CoinDepositDialog').then((m) => ({ default: m.CoinDepositDialog })),
  ),
  signUp: lazy(() =>
    import('@/features/account/components/SignUpDialog').then((m) => ({ default: m.SignUpDialog })),
  ),
  signUpForm: lazy(() =>
    import('@/features/account/components/SignUpFormDialog').then((m) => ({ default: m.SignUpFormDialog })),
  ),
  signUpDone: lazy(() =>
    import('@/features/account/components/SignUpDoneDialog').then((m) => ({ default: m.SignUpDoneDialog })),
  ),
  findPassword: lazy(() =>
    import('@/features/account/components/FindPasswordDialog').then((m) => ({
      default: m.FindPasswordDialog,
    })),
  ),
  changePassword: lazy(() =>
    import('@/features/account/components/ChangePasswordDialog').then((m) => ({
      default: m.ChangePasswordDialog,
    })),
  ),
  userInfo: lazy(() =>
    import('@/features/account/components/UserInfoDialog').then((m) => ({ default: m.UserInfoDialog })),
  ),
  myPage: lazy(() =>
    import('@/features/account/components/MyPageDialog').then((m) => ({ default: m.MyPageDialog })),
  ),
};

setAvailableDialogs(Object.keys(dialogs));
