import { readFile, stat } from 'node:fs/promises';
import { base32Decode, ko, totp } from '@kbet/sdk';
import { cliTestContext, DEMO_PASSWORD, startServer, type TestServer } from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as login } from '../src/commands/login';
import { run as logout } from '../src/commands/logout';
import { run as membersList } from '../src/commands/members/list';
import { run as otpConfirm } from '../src/commands/otp/confirm';
import { run as otpEnroll } from '../src/commands/otp/enroll';

const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8'));

describe('kbet login / logout', () => {
  let server: TestServer;
  const cleanups: (() => Promise<void>)[] = [];
  const context = async (options?: Parameters<typeof cliTestContext>[0]) => {
    const ctx = await cliTestContext(options);
    cleanups.push(ctx.cleanup);
    return ctx;
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });
  afterAll(() => server.close());

  it('without a stored login, a command exits 4 and says to log in', async () => {
    const ctx = await context();
    expect(await membersList({ json: true }, ctx)).toBe(4);
    expect(ctx.stdout.text).toBe('');
    expect(JSON.parse(ctx.stderr.text)).toEqual({
      error: { code: 'LOGIN_REQUIRED', message: 'Not logged in. Run `kbet login` first.' },
    });
  });

  it('logs a staff account in and stores URL and token in a 0600 file', async () => {
    const ctx = await context();
    const code = await login({ url: server.url, user: 'admin01', password: DEMO_PASSWORD, json: true }, ctx);
    expect(ctx.stderr.text).toBe('');
    expect(code).toBe(0);
    const admin = await server.app.repos.members.findByUserId('admin01');
    expect(JSON.parse(ctx.stdout.text)).toEqual({
      url: server.url,
      user: { id: admin!.id, userId: 'admin01', nickname: '관리자' },
    });
    const config = await readJson(ctx.configFile);
    expect(config).toEqual({ url: server.url, token: expect.stringMatching(/.{20,}/), userId: 'admin01' });
    expect((await stat(ctx.configFile)).mode & 0o777).toBe(0o600);

    ctx.reset();
    expect(await membersList({ json: true }, ctx)).toBe(0);
    expect(JSON.parse(ctx.stdout.text).total).toBeGreaterThan(0);
  });

  it('takes the password from KBET_PASSWORD and prints a human line without --json', async () => {
    const ctx = await context({ env: { KBET_PASSWORD: DEMO_PASSWORD } });
    expect(await login({ url: server.url, user: 'admin01' }, ctx)).toBe(0);
    expect(ctx.stdout.text).toBe(`Logged in to ${server.url} as admin01 (관리자).\n`);
  });

  it('refuses a wrong password with the server message (exit 1) and stores nothing', async () => {
    const ctx = await context();
    expect(await login({ url: server.url, user: 'admin01', password: 'wrong-pass', json: true }, ctx)).toBe(
      1,
    );
    expect(JSON.parse(ctx.stderr.text)).toEqual({
      error: { code: 'LOGIN_INVALID', message: ko.LOGIN_INVALID, status: 404 },
    });
    await expect(stat(ctx.configFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a member account (exit 1), ends that session and stores nothing', async () => {
    const ctx = await context();
    expect(await login({ url: server.url, user: 'member01', password: DEMO_PASSWORD }, ctx)).toBe(1);
    expect(ctx.stderr.text).toBe(
      'error: member01 is not a staff account; the back office needs one. (NOT_STAFF)\n',
    );
    await expect(stat(ctx.configFile)).rejects.toMatchObject({ code: 'ENOENT' });
    const [session] = await server.db.sql`
      SELECT s.end_reason FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE m.user_id = 'member01' ORDER BY s.id DESC LIMIT 1`;
    expect(session).toEqual({ endReason: 'logout' });
  });

  it('needs --user and --password without a terminal (exit 1, no prompt)', async () => {
    const ctx = await context();
    expect(await login({ url: server.url }, ctx)).toBe(1);
    expect(ctx.stderr.text).toBe(
      'error: --user is required when there is no terminal to ask on. (MISSING_FLAG)\n',
    );
    expect(ctx.asked).toEqual([]);
  });

  it('asks for user id and password on a terminal', async () => {
    const ctx = await context({ tty: true, answers: ['admin01', DEMO_PASSWORD] });
    expect(await login({ url: server.url }, ctx)).toBe(0);
    expect(ctx.asked).toEqual(['User id', 'Password']);
  });

  it('cannot reach a server that is not there (exit 1)', async () => {
    const ctx = await context();
    expect(await login({ url: 'http://127.0.0.1:9', user: 'admin01', password: 'x' }, ctx)).toBe(1);
    expect(ctx.stderr.text).toBe(
      'error: Cannot reach the server: check that it runs and the URL given to `kbet login --url`. (NETWORK_ERROR)\n',
    );
  });

  it('logs out: the server ends the session, the token is forgotten, the next command exits 4', async () => {
    const ctx = await context();
    expect(await login({ url: server.url, user: 'admin01', password: DEMO_PASSWORD }, ctx)).toBe(0);
    const { token } = await readJson(ctx.configFile);
    ctx.reset();
    expect(await logout({ json: true }, ctx)).toBe(0);
    expect(JSON.parse(ctx.stdout.text)).toEqual({ loggedOut: true, url: server.url });
    expect(await readJson(ctx.configFile)).toEqual({ url: server.url });
    const stale = await server.app.inject({
      method: 'GET',
      url: '/admin-api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(556);

    ctx.reset();
    expect(await membersList({}, ctx)).toBe(4);
    ctx.reset();
    expect(await logout({}, ctx)).toBe(0);
    expect(ctx.stdout.text).toBe('Not logged in.\n');
  });

  it('a session the server ended (here: logged in elsewhere) exits 4 with the server message', async () => {
    const first = await context();
    const second = await context();
    expect(await login({ url: server.url, user: 'admin01', password: DEMO_PASSWORD }, first)).toBe(0);
    expect(await login({ url: server.url, user: 'admin01', password: DEMO_PASSWORD }, second)).toBe(0);
    first.reset();
    expect(await membersList({}, first)).toBe(4);
    expect(first.stderr.text).toBe(`error: ${ko.ERR_OTHER_DEVICE} Run \`kbet login\`. (ERR_OTHER_DEVICE)\n`);
  });
});

describe('kbet login --otp', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('needs the authenticator code once the staff account enrolled a second factor, and logs in with it', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    await server.db.sql`
      INSERT INTO member_totp (member_id, secret, confirmed_at)
      SELECT id, ${secret}, now() FROM members WHERE user_id = 'admin01'`;
    const ctx = await cliTestContext();
    try {
      const base = { url: server.url, user: 'admin01', password: DEMO_PASSWORD, json: true };
      expect(await login(base, ctx)).toBe(4);
      expect(JSON.parse(ctx.stderr.text).error.code).toBe('LOGIN_OTP_REQUIRED');
      ctx.reset();
      const otp = totp({
        secret: base32Decode(secret) ?? new Uint8Array(),
        at: server.clock.now().getTime(),
      });
      expect(await login({ ...base, otp }, ctx)).toBe(0);
    } finally {
      await ctx.cleanup();
    }
  });
});

describe('kbet otp enroll / confirm', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { secondFactor: 'required' } });
  });
  afterAll(() => server.close());

  it('says at login that the account must enrol, enrols from the terminal, and needs the code from then on', async () => {
    const ctx = await cliTestContext();
    try {
      const base = { url: server.url, user: 'admin01', password: DEMO_PASSWORD };
      expect(await login(base, ctx)).toBe(0);
      expect(ctx.stderr.text).toContain('kbet otp enroll');
      ctx.reset();
      expect(await membersList({ json: true }, ctx)).not.toBe(0);
      expect(JSON.parse(ctx.stderr.text).error.code).toBe('OTP_ENROLMENT_REQUIRED');

      ctx.reset();
      expect(await otpEnroll({ json: true }, ctx)).toBe(0);
      const { secret, uri } = JSON.parse(ctx.stdout.text) as { secret: string; uri: string };
      expect(uri).toContain(`secret=${secret}`);
      const code = () =>
        totp({ secret: base32Decode(secret) ?? new Uint8Array(), at: server.clock.now().getTime() });

      ctx.reset();
      expect(await otpConfirm({ code: code() }, ctx)).toBe(0);
      expect(ctx.stdout.text).toContain('kbet login --otp');
      ctx.reset();
      expect(await membersList({ json: true }, ctx)).toBe(0);

      ctx.reset();
      expect(await login({ ...base, json: true }, ctx)).toBe(4);
      expect(JSON.parse(ctx.stderr.text).error.code).toBe('LOGIN_OTP_REQUIRED');
    } finally {
      await ctx.cleanup();
    }
  });
});
