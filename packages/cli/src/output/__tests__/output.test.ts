import { ApiError, formatWon, InvalidResponseError, RateLimitedError, SessionEndedError } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { cliErrors } from '../../errors/cliError';
import { displayWidth } from '../displayWidth';
import { kstTime, kstTimes } from '../kstTimes';
import { memberText } from '../memberText';
import { withOutputFormat } from '../outputFormat';
import { pageNotice } from '../pageNotice';
import { printDetails } from '../printDetails';
import { printTable } from '../printTable';
import { describeFailure, reportError } from '../reportError';

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

  it('writes tab-separated rows under a header row off a terminal (tabs inside cells become spaces)', () => {
    const stdout = stream(false);
    printTable({ stdout, env: {} }, rows, columns);
    expect(stdout.text).toBe('ID\tNAME\tNOTE\n7\t회원01\ta b\n12\tx\t\n');
  });

  it('writes CSV with a header (quoted, formulas defused) and JSON keyed by header for --format', () => {
    const csv = stream(true);
    printTable({ stdout: csv, env: {} }, [{ id: 1, name: '=1+1', note: 'a,"b"' }], columns, 'csv');
    expect(csv.text).toBe(`ID,NAME,NOTE\n1,'=1+1,"a,""b"""\n`);
    const json = stream(false);
    printTable({ stdout: json, env: {} }, rows, columns, 'json');
    expect(JSON.parse(json.text)).toEqual([
      { ID: 7, NAME: '회원01', NOTE: 'a\tb' },
      { ID: 12, NAME: 'x', NOTE: null },
    ]);
  });

  it("follows the running command's --format", async () => {
    const stdout = stream(true);
    await withOutputFormat('csv', async () => printTable({ stdout, env: {} }, rows.slice(0, 1), columns));
    expect(stdout.text).toBe('ID,NAME,NOTE\n7,회원01,a b\n');
  });

  it('shows money as won on a terminal and as plain integers piped', () => {
    const money = [{ header: 'STAKE', value: (r: { stake: number }) => r.stake, money: true }];
    const terminal = stream(true);
    printTable({ stdout: terminal, env: { NO_COLOR: '1' } }, [{ stake: 12_000 }], money);
    expect(terminal.text).toBe(` STAKE\n${formatWon(12_000)}\n`);
    const piped = stream(false);
    printTable({ stdout: piped, env: {} }, [{ stake: 12_000 }], money);
    expect(piped.text).toBe('STAKE\n12000\n');
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

describe('kstTimes', () => {
  it("shows every ISO instant in a text in KST, the site's zone, across midnight and offsets", () => {
    expect(kstTime('2026-11-26T13:30:00.000Z')).toBe('2026-11-26 22:30:00 KST');
    expect(kstTime('2026-11-26T15:00:00Z')).toBe('2026-11-27 00:00:00 KST');
    expect(kstTime('2026-11-26T09:00:00+09:00')).toBe('2026-11-26 09:00:00 KST');
    expect(kstTimes('opens 2026-11-26T00:00:00Z / ends 2026-11-26T01:00:00.5Z')).toBe(
      'opens 2026-11-26 09:00:00 KST / ends 2026-11-26 10:00:00 KST',
    );
    expect(kstTimes('day 2026-11-26 only')).toBe('day 2026-11-26 only');
  });

  it('is what tables and details print for instants', () => {
    const stdout = stream(false);
    printDetails({ stdout, env: {} }, [['Joined', '2026-01-01T00:00:00.000Z']]);
    expect(stdout.text).toBe('Joined\t2026-01-01 09:00:00 KST\n');
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

  it('says when to retry after a rate limit (Retry-After), also in JSON', () => {
    expect(describeFailure(new RateLimitedError(null, '30'))).toMatchObject({
      message: 'Too many requests: retry in 30 s (Retry-After).',
      status: 429,
      retryAfterSeconds: 30,
      exitCode: 1,
    });
    const stderr = stream(false);
    reportError({ stderr, env: {} }, new RateLimitedError({ data: { retryAfterSeconds: 5 } }), true);
    expect(JSON.parse(stderr.text).error).toMatchObject({ retryAfterSeconds: 5, status: 429 });
    expect(describeFailure(new RateLimitedError(null)).message).toBe(
      'Too many requests: wait a little before retrying.',
    );
  });

  it('explains a wire mismatch and unexpected errors as failures', () => {
    expect(describeFailure(new InvalidResponseError(200, {}, [])).code).toBe('INVALID_RESPONSE');
    expect(describeFailure(new InvalidResponseError(200, {}, [])).exitCode).toBe(1);
    expect(describeFailure(new Error('boom'))).toEqual({ code: 'UNEXPECTED', message: 'boom', exitCode: 1 });
  });
});

describe('memberText', () => {
  it('keeps line breaks and removes escape sequences, controls and bidi overrides', () => {
    expect(memberText('안녕\r\n하세요\u001b[2J\u001b]0;pwned\u0007!\u202e\u009b31m\tok\u0000')).toBe(
      '안녕\n하세요!  ok',
    );
    expect(memberText('a\u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\b')).toBe('alinkb');
  });
});
