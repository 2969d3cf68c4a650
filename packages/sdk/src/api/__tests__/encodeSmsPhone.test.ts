import { describe, expect, it } from 'vitest';
import { validatePhoneAuthRequest } from '../../validation/isKoreanMobile';
import { decodeSmsPhone, encodeSmsPhone } from '../encodeSmsPhone';

describe('encodeSmsPhone / decodeSmsPhone (POST /sms/send data)', () => {
  it('encodes the +82 international form in Base64', () => {
    expect(encodeSmsPhone('010-1234-5678')).toBe('KzgyMTAxMjM0NTY3OA==');
    expect(atob(encodeSmsPhone('01012345678'))).toBe('+821012345678');
    expect(atob(encodeSmsPhone('011 123 4567'))).toBe('+82111234567');
  });

  it('decodes back to the national number that the phone rules accept', () => {
    for (const phone of ['01012345678', '0111234567', '01912345678']) {
      expect(decodeSmsPhone(encodeSmsPhone(phone))).toBe(phone);
      expect(validatePhoneAuthRequest(decodeSmsPhone(encodeSmsPhone(phone)))).toEqual({
        ok: true,
        value: phone,
      });
    }
    expect(decodeSmsPhone(encodeSmsPhone('010-1234-5678'))).toBe('01012345678');
  });

  it('gives an empty number for data that is not an encoded Korean mobile number', () => {
    for (const data of [
      '',
      '01012345678',
      'not base64!',
      btoa('01012345678'),
      btoa('+8221234567'),
      btoa('+1201555'),
    ]) {
      expect(decodeSmsPhone(data)).toBe('');
    }
    expect(validatePhoneAuthRequest(decodeSmsPhone('01012345678'))).toMatchObject({
      ok: false,
      code: 'SIGNUP_PHONE_AUTH_INVALID',
    });
  });
});
