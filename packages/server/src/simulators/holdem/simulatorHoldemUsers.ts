import type { HoldemUserProvider } from '../../domain/holdem/holdemUserProvider';

/**
 * The hold'em simulators' user API: every user is created (code 1) with a uid derived from the login id, so a
 * repeated create answers the same uid, as a provider's idempotent create would.
 * @example await simulatorHoldemUsers('revolution', { userId: 'member01', nickname: '회원' }) // { code: 1, uid: 'RV-member01' }
 */
export const simulatorHoldemUsers: HoldemUserProvider = async (game, user) => ({
  code: 1,
  uid: `${game === 'revolution' ? 'RV' : 'RP'}-${user.userId}`,
});
