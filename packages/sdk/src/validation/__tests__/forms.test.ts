import { describe, expect, it } from 'vitest';
import { missingField } from '../../core/missingField';
import { canCreateInquiry, countUnansweredInquiries, isInquiryAnswered } from '../canCreateInquiry';
import { canDeleteInquiry } from '../canDeleteInquiry';
import { canDeleteMessages } from '../canDeleteMessages';
import { isRead } from '../isRead';
import { validateFindPassword } from '../validateFindPassword';
import { validateInquiry } from '../validateInquiry';
import { validateLogin } from '../validateLogin';
import { validateNonMemberInquiry } from '../validateNonMemberInquiry';
import { validatePassword, validatePasswordConfirm } from '../validatePassword';
import { validatePasswordChange } from '../validatePasswordChange';

const required = (field: string) => ({
  ok: false,
  code: 'FIELD_REQUIRED',
  message: '위 항목을 입력해주세요.',
  field,
});

describe('missingField', () => {
  it('names the first empty or blank field in order', () => {
    expect(missingField({ a: 'x', b: ' ', c: '' })).toBe('b');
    expect(missingField({ a: null, b: undefined })).toBe('a');
    expect(missingField({ a: 'x' })).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('requires id then password', () => {
    expect(validateLogin({ userId: '', password: '' })).toEqual(required('userId'));
    expect(validateLogin({ userId: '  ', password: 'pw' })).toEqual(required('userId'));
    expect(validateLogin({ userId: 'kim01', password: undefined })).toEqual(required('password'));
    expect(validateLogin({ userId: null, password: 'pw' })).toEqual(required('userId'));
    expect(validateLogin({ userId: 'kim01', password: '   ' })).toEqual(required('password'));
    expect(validateLogin({ userId: ' kim01 ', password: ' pw ' })).toEqual({
      ok: true,
      value: { userId: 'kim01', password: ' pw ' },
    });
  });

  it('sends an authenticator code of 6 digits along, and refuses any other', () => {
    expect(validateLogin({ userId: 'agent01', password: 'pw', otp: '123 456' })).toEqual({
      ok: true,
      value: { userId: 'agent01', password: 'pw', otp: '123456' },
    });
    expect(validateLogin({ userId: 'agent01', password: 'pw', otp: '12345a' })).toEqual({
      ok: false,
      code: 'LOGIN_OTP_INVALID',
      message: 'OTP 인증번호가 올바르지 않습니다.',
      field: 'otp',
    });
  });
});

describe('validateFindPassword', () => {
  const form = { userId: 'kim01', accountHolder: '김철수', phoneLast4: '5678' };

  it('requires every field in order, then exactly 4 characters', () => {
    expect(validateFindPassword({ userId: '', accountHolder: '', phoneLast4: '' })).toEqual(
      required('userId'),
    );
    expect(validateFindPassword({ ...form, accountHolder: ' ', phoneLast4: '' })).toEqual(
      required('accountHolder'),
    );
    expect(validateFindPassword({ ...form, phoneLast4: null })).toEqual(required('phoneLast4'));
    expect(validateFindPassword({ userId: null, accountHolder: undefined, phoneLast4: '1' })).toEqual(
      required('userId'),
    );
    expect(validateFindPassword({ ...form, accountHolder: undefined })).toEqual(required('accountHolder'));
    const last4 = {
      ok: false,
      code: 'PHONE_LAST4',
      message: '휴대폰번호 뒤 4자리를 입력해주세요.',
      field: 'phoneLast4',
    };
    expect(validateFindPassword({ ...form, phoneLast4: '567' })).toEqual(last4);
    expect(validateFindPassword({ ...form, phoneLast4: '56789' })).toEqual(last4);
    expect(validateFindPassword({ ...form, phoneLast4: ' 5678 ' })).toEqual({ ok: true, value: form });
  });
});

describe('validateNonMemberInquiry', () => {
  it('requires name, phone and question', () => {
    const form = { name: '김철수', phoneNumber: '010-1234-5678', question: '가입 문의' };
    expect(validateNonMemberInquiry({ ...form, name: '' })).toEqual(required('name'));
    expect(validateNonMemberInquiry({ name: null, phoneNumber: null, question: null })).toEqual(
      required('name'),
    );
    expect(validateNonMemberInquiry({ ...form, phoneNumber: undefined })).toEqual(required('phoneNumber'));
    expect(validateNonMemberInquiry({ ...form, phoneNumber: ' ' })).toEqual(required('phoneNumber'));
    expect(validateNonMemberInquiry({ ...form, question: undefined })).toEqual(required('question'));
    expect(validateNonMemberInquiry({ ...form, question: ' 가입 문의\n' })).toEqual({
      ok: true,
      value: form,
    });
  });
});

describe('passwords', () => {
  it('validatePassword: required, at least 8 characters', () => {
    const REQUIRED = { ok: false, code: 'PASSWORD_REQUIRED', message: '비밀번호를 입력해주세요.' };
    const MIN8 = { ok: false, code: 'PASSWORD_MIN8', message: '비밀번호는 8자 이상 입력해주세요.' };
    expect(validatePassword('')).toEqual(REQUIRED);
    expect(validatePassword('    ')).toEqual(REQUIRED);
    expect(validatePassword(null)).toEqual(REQUIRED);
    expect(validatePassword('1234567')).toEqual(MIN8);
    expect(validatePassword('12345678')).toEqual({ ok: true, value: '12345678' });
    expect(validatePassword('비밀번호입니다요')).toEqual({ ok: true, value: '비밀번호입니다요' });
  });

  it('validatePasswordConfirm: must equal exactly', () => {
    const MISMATCH = { ok: false, code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.' };
    expect(validatePasswordConfirm('abc12345', 'abc12345')).toEqual({ ok: true, value: 'abc12345' });
    expect(validatePasswordConfirm('abc12345', 'abc1234')).toEqual(MISMATCH);
    expect(validatePasswordConfirm('abc12345', 'ABC12345')).toEqual(MISMATCH);
    expect(validatePasswordConfirm('abc12345', '')).toEqual(MISMATCH);
    expect(validatePasswordConfirm(undefined, '')).toEqual({ ok: true, value: '' });
    expect(validatePasswordConfirm(null, null)).toEqual({ ok: true, value: '' });
    expect(validatePasswordConfirm('abc12345', null)).toEqual(MISMATCH);
  });

  it('validatePasswordChange: all present and new = confirm, one message', () => {
    const check = (field: string) => ({
      ok: false,
      code: 'MYPAGE_PASSWORD_CHECK',
      message: '비밀번호를 확인해주세요.',
      field,
    });
    expect(validatePasswordChange({ current: '', next: 'a', confirm: 'a' })).toEqual(check('current'));
    expect(validatePasswordChange({ current: null, next: null, confirm: null })).toEqual(check('current'));
    expect(validatePasswordChange({ current: 'old', next: undefined, confirm: 'x' })).toEqual(check('next'));
    expect(validatePasswordChange({ current: 'old', next: ' ', confirm: ' ' })).toEqual(check('next'));
    expect(validatePasswordChange({ current: 'old', next: 'new1', confirm: '' })).toEqual(check('confirm'));
    expect(validatePasswordChange({ current: 'old', next: 'new1', confirm: 'new2' })).toEqual(
      check('confirm'),
    );
    expect(validatePasswordChange({ current: 'old', next: 'new1', confirm: 'new1' })).toEqual({
      ok: true,
      value: { oldPassword: 'old', password: 'new1' },
    });
  });
});

describe('inquiries', () => {
  it('validateInquiry: title and contents required', () => {
    expect(validateInquiry({ title: '', questionContents: '' })).toEqual(required('title'));
    expect(validateInquiry({ title: null, questionContents: null })).toEqual(required('title'));
    expect(validateInquiry({ title: '제목', questionContents: undefined })).toEqual(
      required('questionContents'),
    );
    expect(validateInquiry({ title: '출금 문의', questionContents: '  ' })).toEqual(
      required('questionContents'),
    );
    expect(validateInquiry({ title: ' 출금 문의 ', questionContents: '언제 되나요?' })).toEqual({
      ok: true,
      value: { title: '출금 문의', questionContents: '언제 되나요?' },
    });
  });

  it('answered means answer entries exist', () => {
    expect(isInquiryAnswered({ id: 1 })).toBe(false);
    expect(isInquiryAnswered({ id: 1, customerAnswer: null })).toBe(false);
    expect(isInquiryAnswered({ id: 1, customerAnswer: [] })).toBe(false);
    expect(isInquiryAnswered({ id: 1, customerAnswer: [{ id: 9, answerContents: '처리되었습니다' }] })).toBe(
      true,
    );
    expect(
      countUnansweredInquiries([
        { id: 1 },
        { id: 2, customerAnswer: [{ id: 9 }] },
        { id: 3, customerAnswer: [] },
      ]),
    ).toBe(2);
  });

  it('canCreateInquiry: refused over 2 unanswered', () => {
    expect(canCreateInquiry(0)).toEqual({ ok: true, value: undefined });
    expect(canCreateInquiry(2)).toEqual({ ok: true, value: undefined });
    expect(canCreateInquiry(3)).toEqual({
      ok: false,
      code: 'INQUIRY_PENDING',
      message: '처리중인 문의건이 있습니다. 잠시만 기다려주십시요.',
    });
  });

  it('canDeleteInquiry: selected, answered, read', () => {
    const NONE = { ok: false, code: 'INQUIRY_NONE_SELECTED', message: '고객센터를 선택해주세요.' };
    const UNANSWERED = {
      ok: false,
      code: 'INQUIRY_DELETE_UNANSWERED',
      message: '처리중인 고객센터는 삭제할수 없습니다.',
    };
    const UNREAD = {
      ok: false,
      code: 'INQUIRY_DELETE_UNREAD',
      message: '읽지않은 고객센터는 삭제할수 없습니다. 읽은 후 삭제해주세요.',
    };
    const done = { id: 7, customerAnswer: [{ id: 1 }], confirmStatus: 1 };
    expect(canDeleteInquiry(undefined)).toEqual(NONE);
    expect(canDeleteInquiry(null)).toEqual(NONE);
    expect(canDeleteInquiry([])).toEqual(NONE);
    expect(canDeleteInquiry({ id: 7, customerAnswer: [], confirmStatus: 1 })).toEqual(UNANSWERED);
    // Unanswered is reported before unread, even across a selection.
    expect(
      canDeleteInquiry([
        { ...done, confirmStatus: 0 },
        { id: 8, confirmStatus: 0 },
      ]),
    ).toEqual(UNANSWERED);
    expect(canDeleteInquiry({ ...done, confirmStatus: 0 })).toEqual(UNREAD);
    expect(canDeleteInquiry({ id: 7, customerAnswer: [{ id: 1 }] })).toEqual(UNREAD);
    expect(canDeleteInquiry(done)).toEqual({ ok: true, value: [7] });
    expect(canDeleteInquiry([done, { ...done, id: 'x', confirmStatus: '1' }])).toEqual({
      ok: true,
      value: [7, 'x'],
    });
  });
});

describe('messages', () => {
  it('isRead: only confirmStatus 1, number or text', () => {
    expect(isRead({ confirmStatus: 1 })).toBe(true);
    expect(isRead({ confirmStatus: '1' })).toBe(true);
    expect(isRead({ confirmStatus: 0 })).toBe(false);
    expect(isRead({ confirmStatus: null })).toBe(false);
    expect(isRead({})).toBe(false);
    expect(isRead({ confirmStatus: 2 })).toBe(false);
  });

  it('canDeleteMessages: unread refused', () => {
    expect(canDeleteMessages([])).toEqual({ ok: true, value: [] });
    expect(
      canDeleteMessages([
        { id: 1, confirmStatus: 1 },
        { id: 2, confirmStatus: '1' },
      ]),
    ).toEqual({
      ok: true,
      value: [1, 2],
    });
    expect(
      canDeleteMessages([
        { id: 1, confirmStatus: 1 },
        { id: 2, confirmStatus: 0 },
      ]),
    ).toEqual({
      ok: false,
      code: 'MESSAGE_DELETE_UNREAD',
      message: '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.',
    });
  });
});
