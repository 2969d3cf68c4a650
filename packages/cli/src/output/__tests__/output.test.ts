import { ApiError, InvalidResponseError, SessionEndedError } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { cliErrors } from '../../errors/cliError';
import { displayWidth } from '../displayWidth';
import { pageNotice } from '../pageNotice';
import { printDetails } from '../printDetails';
import { printTable } from '../printTable';
import { describeFailure } from '../reportError';

const stream = (isTTY: boolean) => {
  const out = { text: '', isTTY, write: (chunk: string) => (out.text += chunk) };
  return out;
};

describe('displayWidth', () => {
  it('counts Hangul and full-width characters as two columns', () => {
    expect(displayWidth('member01')).toBe(8);
    expect(displayWidth('회원01')).toBe(6);
    expect(displayWidth('관리자')).toBe(6);
    expect(displayWidth('ＡＢ')).toBe(4);
    expect(displayWidth('')).toBe(0);
  });
});

describe('printTable', () => {
  const rows = [
    { id: 7, name: '회원01', note: 'a\tb' },
    { id: 12, name: 'x', note: null },
  ];
  const columns = [
    { header: 'ID', value: (r: (typeof rows)[number]) => r.id, align: 'right' as const },
    { header: 'NAME', value: (r: (typeof rows)[number]) => r.name },
    { header: 'NOTE', value: (r: (typeof rows)[number]) => r.note },
  ];

  it('writes tab-separated rows without a header off a terminal (tabs inside cells become spaces)', () => {
    const stdout = stream(false);
    printTable({ stdout, env: {} }, rows, columns);
    expect(stdout.text).toBe('7\t회원01\ta b\n12\tx\t\n');
  });

  it('aligns columns by display width under a header on a terminal, bold only with colour allowed', () => {
    const plain = stream(true);
    printTable({ stdout: plain, env: { NO_COLOR: '1' } }, rows, columns);
    expect(plain.text).toBe('ID  NAME    NOTE\n 7  회원01  a b\n12  x\n');
    const coloured = stream(true);
    printTable({ stdout: coloured, env: {} }, rows, columns);
    expect(coloured.text.split('\n')[0]).toBe('\u001b[1mID  NAME    NOTE\u001b[22m');
  });
});

describe('printDetails', () => {
  it('aligns labels on a terminal and shows a dash for empty values', () => {
    const stdout = stream(true);
    printDetails({ stdout, env: { NO_COLOR: '1' } }, [
      ['User ID', 'member01'],
      ['Phone', null],
    ]);
    expect(stdout.text).toBe('User ID  member01\nPhone    -\n');
    const piped = stream(false);
    printDetails({ stdout: piped, env: {} }, [['Phone', '']]);
    expect(piped.text).toBe('Phone\t-\n');
  });
});

describe('pageNotice', () => {
  it('names the page, the page count and the total', () => {
    expect(pageNotice(1, 20, 45, 'members')).toBe('Page 1 of 3 (45 members)');
    expect(pageNotice(1, 0, 0, 'charges')).toBe('No charges.');
    expect(pageNotice(4, 0, 45, 'members')).toBe('Page 4 is past the last page (3).');
  });
});

describe('describeFailure: exit codes', () => {
  const api = (status: number, code = `HTTP_${status}`) =>
    new ApiError({ status, code, data: null, message: '메시지' });

  it('maps session ends (401, 555, 556) to 4 and other refusals to 1', () => {
    expect(describeFailure(api(401, 'LOGIN_REQUIRED'))).toEqual({
      code: 'LOGIN_REQUIRED',
      message: '메시지 Run `kbet login`.',
      status: 401,
      exitCode: 4,
    });
    expect(describeFailure(new SessionEndedError(556)).exitCode).toBe(4);
    expect(describeFailure(new SessionEndedError(555)).exitCode).toBe(4);
    expect(describeFailure(new SessionEndedError(500)).exitCode).toBe(1);
    expect(describeFailure(api(403, 'FORBIDDEN'))).toEqual({
      code: 'FORBIDDEN',
      message: '메시지',
      status: 403,
      exitCode: 1,
    });
  });

  it('maps cancellations, prompt interrupts and the CLI refusals to their codes', () => {
    expect(describeFailure(cliErrors.cancelled()).exitCode).toBe(2);
    expect(describeFailure(cliErrors.confirmationRequired()).exitCode).toBe(2);
    expect(describeFailure(cliErrors.notLoggedIn()).exitCode).toBe(4);
    expect(describeFailure(cliErrors.missingFlag('--reason')).exitCode).toBe(1);
    const interrupted = Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' });
    expect(describeFailure(interrupted)).toEqual({ code: 'CANCELLED', message: 'Cancelled.', exitCode: 2 });
  });

  it('explains a wire mismatch and unexpected errors as failures', () => {
    expect(describeFailure(new InvalidResponseError(200, {}, [])).code).toBe('INVALID_RESPONSE');
    expect(describeFailure(new InvalidResponseError(200, {}, [])).exitCode).toBe(1);
    expect(describeFailure(new Error('boom'))).toEqual({ code: 'UNEXPECTED', message: 'boom', exitCode: 1 });
  });
});
