// @kbet/sdk/casino: casino tables, slots and hold'em rules and transfers.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { CasinoGameType, CasinoTransType } from '../casino/casinoGameType';
export {
  CASINO_DELETE_ALL_MAX,
  CASINO_GAME_TYPE,
  CASINO_TRANS_TYPE,
  CASINO_TRANS_TYPE_NAMES,
} from '../casino/casinoGameType';
export type { CasinoMessageCode } from '../casino/casinoMessages';
export { CASINO_MESSAGES } from '../casino/casinoMessages';
export type { CasinoTableId, CasinoTableMarket } from '../casino/casinoTables';
export { CASINO_TABLES, casinoTableMarkets, isCasinoTable } from '../casino/casinoTables';
export type { CasinoTransferCheck, CasinoTransferDirection } from '../casino/casinoTransferRule';
export {
  CASINO_TRANSFER_MAX,
  CASINO_TRANSFER_MIN,
  CASINO_TRANSFER_STEP,
  checkCasinoTransfer,
} from '../casino/casinoTransferRule';
export type { HoldemDeal } from '../casino/holdem/dealHoldemCards';
export { dealHoldemCards } from '../casino/holdem/dealHoldemCards';
export type { HoldemHandCategory, HoldemHandRank } from '../casino/holdem/rankHoldemHand';
export {
  compareHoldemRanks,
  HOLDEM_HAND_CATEGORIES,
  HOLDEM_HAND_NAMES,
  rankHoldemHand,
} from '../casino/holdem/rankHoldemHand';
export type { CasinoWindow, OpenCasinoGameParams, OpenCasinoGameResult } from '../casino/openCasinoGame';
export { openCasinoGame } from '../casino/openCasinoGame';
export type { OpenHoldemGameParams, OpenHoldemGameResult } from '../casino/openHoldemGame';
export { openHoldemGame } from '../casino/openHoldemGame';
export type { SlotLineWin, SlotSpinResult } from '../casino/slots/evaluateSlot';
export { drawSlotStops, evaluateSlot } from '../casino/slots/evaluateSlot';
export type { SlotMachine } from '../casino/slots/slotMachine';
export { SLOT_REELS, SLOT_ROWS } from '../casino/slots/slotMachine';
export { findSlotMachine, SLOT_FRUITS, SLOT_GEMS, SLOT_MACHINES } from '../casino/slots/slotMachines';
export { slotRtp } from '../casino/slots/slotRtp';
export {
  CasinoTransferRequest,
  CasinoTransferResult,
  CasinoVendor,
  CasinoVendorQuery,
} from '../schemas/casino';
