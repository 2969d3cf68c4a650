import { cliTestContext, DEMO_PASSWORD, startServer, type TestServer } from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli';

describe('main(argv): the registry parses flags and hands them to run()', () => {
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

  it('runs login, then a negative balance adjustment from argv', async () => {
    const ctx = await context();
    expect(
      await main(['login', '--url', server.url, '--user', 'admin01', '--password', DEMO_PASSWORD], ctx),
    ).toBe(0);
    ctx.reset();
    const argv = [
      'balance',
      'adjust',
      'member01',
      '-5000',
      '--kind',
      'emoney',
      '--reason',
      '회수',
      '--yes',
      '--json',
    ];
    expect(await main(argv, ctx)).toBe(0);
    expect(JSON.parse(ctx.stdout.text)).toMatchObject({
      amount: -5000,
      balanceBefore: 1_000_000,
      balanceAfter: 995_000,
    });

    ctx.reset();
    expect(await main(['members', 'list', '-q', 'member05', '--page', '1', '--json'], ctx)).toBe(0);
    expect(JSON.parse(ctx.stdout.text).items.map((m: { userId: string }) => m.userId)).toEqual(['member05']);

    ctx.reset();
    expect(
      await main(['charges', 'list', '--status', 'processing', '--mode', 'withdrawal', '--json'], ctx),
    ).toBe(0);
    expect(JSON.parse(ctx.stdout.text)).toEqual({ items: [], total: 0 });

    ctx.reset();
    expect(await main(['audit', 'list', '--action', 'balance.', '--actor', 'admin01', '--json'], ctx)).toBe(
      0,
    );
    expect(JSON.parse(ctx.stdout.text).total).toBe(1);
  });

  it('exits 2 for a change without --yes when there is no terminal', async () => {
    const ctx = await context();
    expect(
      await main(['login', '--url', server.url, '--user', 'admin01', '--password', DEMO_PASSWORD], ctx),
    ).toBe(0);
    ctx.reset();
    expect(await main(['members', 'ban', 'member02', '--reason', '테스트'], ctx)).toBe(2);
    expect((await server.app.repos.members.findByUserId('member02'))?.status).toBe('active');
  });

  it('exits 4 without a login', async () => {
    const ctx = await context();
    expect(await main(['audit', 'list'], ctx)).toBe(4);
  });

  it.each([
    [
      ['balance', 'adjust', 'member01', '0', '--kind', 'emoney'],
      "error: command-argument value '0' is invalid",
    ],
    [['balance', 'adjust', 'member01', '1.5'], "error: command-argument value '1.5' is invalid"],
    [['charges', 'list', '--status', 'open'], "error: option '--status <status>' argument 'open' is invalid"],
    [['members', 'list', '--page', '0'], "error: option '--page <n>' argument '0' is invalid"],
    [['members', 'frobnicate'], "error: unknown command 'frobnicate'"],
  ])('refuses bad usage %j with exit 1 and a message on stderr', async (argv, message) => {
    const ctx = await context();
    expect(await main(argv, ctx)).toBe(1);
    expect(ctx.stderr.text).toContain(message);
    expect(ctx.stdout.text).toBe('');
  });

  it('prints help with examples on stdout and exits 0', async () => {
    const ctx = await context();
    expect(await main(['charges', 'approve', '--help'], ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('Usage: kbet charges approve [options] <id>');
    expect(ctx.stdout.text).toContain("Examples:\n  $ kbet charges approve 12 --reason '입금 확인'");
  });
});
