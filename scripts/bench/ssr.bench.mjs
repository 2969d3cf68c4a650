// Server rendering's cost per page navigation: the built server (packages/server/dist/main.js, with the web's
// dist-ssr bundle) over the demo data, asked for each page one navigation at a time, as a guest and as a
// logged-in member. It reports the server process's CPU time per navigation (read from /proc, which moves little
// with the machine's load, unlike the wall time also shown) and checks the page came server-rendered.

import { readFileSync, readlinkSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { startKbet } from '../lib/kbetServer.mjs';

const ROUNDS = 20;
const WARM_UP = 3;
const GUEST_PAGES = ['/', '/europe', '/inplay'];
const MEMBER_PAGES = ['/', '/mywallet', '/bet_result'];
/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** The server's pid: the process listening on the port (found through /proc, without extra tools). */
async function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const line = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .find((row) => row.split(/\s+/)[2]?.endsWith(`:${hex}`) && row.split(/\s+/)[4] === '0A');
  const inode = line?.trim().split(/\s+/)[9];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of await readdir(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      }
    } catch {}
  }
  throw new Error(`no process listens on ${port}`);
}

/** The process's user + system CPU time in ms. */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
};

async function measure(url, pid, path, cookie) {
  const headers = {
    accept: 'text/html',
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile',
    ...(cookie ? { cookie } : {}),
  };
  const get = async () => {
    const response = await fetch(`${url}${path}`, { headers });
    return response.text();
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const cpuBefore = cpuMsOf(pid);
  const started = performance.now();
  let rendered = 0;
  for (let i = 0; i < ROUNDS; i++) if ((await get()).includes('id="kbet-ssr"')) rendered += 1;
  const wallMs = (performance.now() - started) / ROUNDS;
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / ROUNDS;
  return { cpuMs, wallMs, rendered };
}

export async function run() {
  const kbet = await startKbet();
  const rows = [];
  try {
    const pid = await pidListeningOn(Number(new URL(kbet.url).port));
    const login = await fetch(`${kbet.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'member01', password: 'kbet1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    for (const [who, pages, withCookie] of [
      ['guest', GUEST_PAGES, undefined],
      ['member', MEMBER_PAGES, cookie],
    ]) {
      for (const path of pages) {
        const { cpuMs, wallMs, rendered } = await measure(kbet.url, pid, path, withCookie);
        rows.push([
          `${who} ${path}: server CPU per navigation`,
          `${cpuMs.toFixed(1)} ms (wall ${wallMs.toFixed(1)} ms, ${rendered}/${ROUNDS} server-rendered)`,
          undefined,
          undefined,
        ]);
      }
    }
  } finally {
    await kbet.stop();
  }
  return {
    title: 'Server rendering',
    rows,
    notes: `${ROUNDS} sequential navigations per page after ${WARM_UP} to warm up, phone user agent; load average ${loadavg()[0].toFixed(1)}.`,
  };
}
