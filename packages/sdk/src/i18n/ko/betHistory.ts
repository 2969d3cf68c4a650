// Cancelling, deleting and registering for the jackpot in the bet history (spec §5). Part of the Korean
// catalogue, ../ko.ts.

// §5 cancel window
export const CANCEL_WINDOW = '베팅 후 10분 이내, 경기 시작 10분 전까지만 취소 가능합니다.'; // paraphrase
export const CANCEL_CONFIRM = '해당 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.'; // paraphrase
export const CANCEL_NOT_WAITING = '대기중인 베팅만 취소할 수 있습니다.'; // kbet's own
export const BET_CANCELLED = '베팅이 취소되었습니다.'; // kbet's own (cancelAll answer)
export const BET_DELETE_WAITING = '대기중인 베팅은 삭제할 수 없습니다.'; // kbet's own (§4: waiting slips show Cancel)
export const BET_HISTORY_DELETE_ALL_CONFIRM = '대기중인 베팅을 제외한 베팅내역을 모두 삭제하시겠습니까?'; // kbet's own (§2 전체삭제)
export const BET_HISTORY_DELETE_CONFIRM = '선택한 베팅내역을 삭제하시겠습니까?'; // kbet's own
export const BET_HISTORY_NOTHING_TO_DELETE = '삭제할 베팅내역이 없습니다.'; // kbet's own
/** Casino records have no waiting state, so delete-all hides every one (spec §2, §7). */
export const CASINO_HISTORY_DELETE_ALL_CONFIRM = '카지노 베팅내역을 모두 삭제하시겠습니까?'; // kbet's own
// jackpot registration of a won slip
export const JACKPOT_REGISTERED = '등록되었습니다.';
export const JACKPOT_NOT_WON = '적중된 베팅만 잭팟에 등록할 수 있습니다.'; // kbet's own
export const JACKPOT_ALREADY_REGISTERED = '이미 잭팟에 등록된 베팅입니다.'; // kbet's own
