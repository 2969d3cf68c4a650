/**
 * The refusals of the casino lobby, launch, history and casino-money transfer (issue 13), in Korean; the
 * server answers them under these names as codes. CASINO_MAINTENANCE and CASINO_DELETE_FAILED are the spec's
 * §8 texts; the transfer rules are kbet's own (the spec gives none).
 */
export const CASINO_MESSAGES = {
  CASINO_MAINTENANCE: '점검중입니다.',
  CASINO_UNKNOWN_GAME: '존재하지 않는 게임입니다.',
  CASINO_POPUP_BLOCKED: '팝업이 차단되었습니다. 팝업 차단을 해제한 후 다시 시도해주세요.',
  CASINO_DELETE_FAILED: '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.',
  CASINO_DELETED: '베팅내역이 삭제되었습니다.',
  CASINO_TRANSFER_MIN: '최소 1,000원 이상 이동할 수 있습니다.',
  CASINO_TRANSFER_STEP: '1,000원 단위로 이동할 수 있습니다.',
  CASINO_TRANSFER_MAX: '1회 최대 100,000,000원까지 이동할 수 있습니다.',
  CASINO_TRANSFER_SHORT: '보유 금액이 부족합니다.',
} as const;

export type CasinoMessageCode = keyof typeof CASINO_MESSAGES;
