import type { NavItem } from './nav';
import { paths } from './paths';

// Apart from nav.ts: the mobile footer is the one menu of the first page's JavaScript (the top bar, sidebars and
// menus are chunks of their own), and with it here nav.ts's other tables stay out of the entry.
/** Mobile footer (spec §2): deposit, withdraw, bet cart, bet history, customer. */
export const MOBILE_FOOTER_ITEMS: readonly NavItem[] = [
  { key: 'deposit', label: '입금', icon: 'deposit', to: paths.deposit.path, member: true },
  { key: 'withdraw', label: '출금', icon: 'withdraw', to: paths.withdraw.path, member: true },
  { key: 'cart', label: '베팅카트', icon: 'cart', dialog: 'betSlip' },
  { key: 'betHistory', label: '베팅내역', icon: 'receipt', dialog: 'betHistory', member: true },
  { key: 'customer', label: '고객센터', icon: 'headset', to: paths.customer.path, member: true },
];
