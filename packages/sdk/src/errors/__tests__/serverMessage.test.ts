import { describe, expect, it } from 'vitest';
import { serverMessage } from '../serverMessage';

describe('serverMessage', () => {
  it.each([
    ['잔액이 부족합니다.', '잔액이 부족합니다.'],
    ['  공백  ', '공백'],
    [{ message: '중복된 요청입니다.' }, '중복된 요청입니다.'],
    [{ message: ['첫째', '둘째'] }, '첫째\n둘째'],
    [{ message: ' x ', code: 'E1' }, 'x'],
  ])('%j → %j', (data, message) => {
    expect(serverMessage(data)).toBe(message);
  });

  it.each([
    [''],
    ['   '],
    ['<html><body>502 Bad Gateway</body></html>'],
    [null],
    [undefined],
    [42],
    [{}],
    [{ message: '' }],
    [{ message: 3 }],
    [{ message: [] }],
    [{ message: ['a', 1] }],
    [[{ betPrice: 1.5 }]],
  ])('%j has none', (data) => {
    expect(serverMessage(data)).toBeUndefined();
  });
});
