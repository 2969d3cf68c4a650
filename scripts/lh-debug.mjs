import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startKbet } from './lib/kbetServer.mjs';
const kbet = await startKbet();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
try {
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const r = await lighthouse(`${kbet.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    writeFileSync(`/tmp/lhr${path.replace(/\W/g, '_')}.json`, JSON.stringify(r.lhr));
    console.log(path, 'score', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue);
    console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details, null, 0).slice(0, 400));
    for (const it of a['network-requests'].details.items) console.log(Math.round(it.networkRequestTime ?? it.startTime), Math.round(it.networkEndTime ?? it.endTime), it.transferSize, it.resourceType, it.url.replace(kbet.url, ''));
    console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i) => [i.url, i.wastedMs])));
    console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)])));
    console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.map((i) => [i.url.replace(kbet.url, ''), Math.round(i.total), Math.round(i.scripting)])));
  }
} finally { await chrome.kill(); await kbet.stop(); }
