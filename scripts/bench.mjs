// `pnpm bench`: runs every benchmark, prints the figures and writes them to docs/benchmarks.md.
// Each benchmark module exports `run()` returning { title, rows: [[name, value, target, pass]] , notes? }.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'scripts/bench');
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.mjs')).sort();

const sections = [];
let failed = false;
for (const file of files) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  const mod = await import(pathToFileURL(join(dir, file)).href);
  const result = await mod.run({ root });
  sections.push(result);
  console.log(`\n## ${result.title}`);
  for (const [name, value, target, pass] of result.rows) {
    if (pass === false) failed = true;
    console.log(`  ${pass === false ? '✗' : '✓'} ${name}: ${value}${target ? ` (target ${target})` : ''}`);
  }
}

// A filtered run (`pnpm bench web`) rewrites only the sections it measured; the others stay as last written,
// each with the date and machine load of the run that measured it.
const stamp = `Measured by \`pnpm bench${only.length ? ` ${only.join(' ')}` : ''}\` on ${new Date().toISOString()} (Node ${process.version}, ${process.platform}/${process.arch}, load average ${loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')}).`;
const file = join(root, 'docs/benchmarks.md');
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const kept = new Map(
  previous
    .split(/^(?=## )/m)
    .filter((block) => block.startsWith('## '))
    .map((block) => [block.slice(3, block.indexOf('\n')), block.trimEnd()]),
);
for (const s of sections) {
  const md = [
    `## ${s.title}`,
    '',
    stamp,
    '',
    '| measure | value | target | ok |',
    '| --- | --- | --- | --- |',
  ];
  for (const [name, value, target, pass] of s.rows) {
    md.push(`| ${name} | ${value} | ${target ?? ''} | ${pass === false ? 'no' : 'yes'} |`);
  }
  // Notes are a string or a list of sentences (an array pushed as is would print comma-joined).
  if (s.notes) md.push('', [s.notes].flat().join(' '));
  kept.set(s.title, md.join('\n'));
}
const md = [
  '# Benchmarks',
  '',
  'Written by `pnpm bench` (scripts/bench.mjs); each section says when it was measured.',
  '',
  [...kept.values()].join('\n\n'),
  '',
];
writeFileSync(file, md.join('\n'));
if (failed) process.exitCode = 1;
