// Inquiries, messages and notices (spec §5). Part of the Korean catalogue, ../ko.ts.

// §5 inquiries and messages
export const INQUIRY_PENDING = '처리중인 문의건이 있습니다. 잠시만 기다려주십시요.';
export const INQUIRY_DELETE_UNANSWERED = '처리중인 고객센터는 삭제할수 없습니다.';
export const INQUIRY_DELETE_UNREAD = '읽지않은 고객센터는 삭제할수 없습니다. 읽은 후 삭제해주세요.';
export const INQUIRY_NONE_SELECTED = '고객센터를 선택해주세요.';
export const MESSAGE_DELETE_UNREAD = '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.';
export const INQUIRY_DEPOSIT_ACCOUNT_TITLE = '입금계좌 문의'; // kbet's own (§2 prefilled deposit-account inquiry)
export const INQUIRY_DEPOSIT_ACCOUNT_QUESTION = '입금계좌 안내 부탁드립니다.'; // kbet's own
export const NOTICE_REGISTER_FORBIDDEN = '공지사항 등록 권한이 없습니다.'; // kbet's own (§6 role 1 only)
export const NOTICE_REGISTERED = '공지사항이 등록되었습니다.'; // kbet's own
export const DELETE_CONFIRM = '선택한 항목을 삭제하시겠습니까?'; // kbet's own
