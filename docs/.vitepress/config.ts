import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';
import { checkSnippets } from './checkSnippets';

// A guide whose included example is gone fails the build instead of showing an empty block.
const broken = checkSnippets(fileURLToPath(new URL('..', import.meta.url)));
if (broken.length > 0) throw new Error(`Broken code includes in the docs:\n${broken.join('\n')}`);

const guide = [
  { text: 'Quick start', link: '/guide/quick-start' },
  { text: 'Log in', link: '/guide/login' },
  { text: 'List fixtures', link: '/guide/fixtures' },
  { text: 'Build a slip and bet', link: '/guide/bet-slip' },
  { text: 'Handle odds changes', link: '/guide/odds-changes' },
  { text: 'Live updates', link: '/guide/live' },
  { text: 'Money', link: '/guide/money' },
  { text: 'Errors', link: '/guide/errors' },
];

// The project's own notes stay where they are (docs/*.md), so links to them from the repository keep working.
const project = [
  { text: 'Architecture', link: '/architecture' },
  { text: 'Security', link: '/security' },
  { text: 'Spec deviations', link: '/spec-deviations' },
  { text: 'Mini-games', link: '/games' },
  { text: 'Virtual sports', link: '/virtuals' },
  { text: 'Benchmarks', link: '/benchmarks' },
];

/**
 * The documentation site (`pnpm docs`): guides whose code is included from examples/ (run in CI, so it cannot
 * drift), the API reference TypeDoc generates into api/ from the SDK's types, and the project's notes.
 */
export default defineConfig({
  title: 'kbet',
  description: 'The kbet SDK for member frontends: guides, runnable examples and the API reference.',
  lang: 'en',
  cleanUrls: true,
  lastUpdated: false,
  // Generated, and the screenshots folder has no page of its own.
  srcExclude: ['screenshots/**'],
  // The notes point at the spec and at the source tree, which live outside the site, and the API reference's
  // examples name a local server (http://localhost:3000).
  ignoreDeadLinks: [
    /^\.\.?\/(packages|shared|scripts|examples)\//,
    /\/shared\/spec\//,
    /^https?:\/\/localhost[:/]/,
  ],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/quick-start' },
      { text: 'API', link: '/api/' },
      { text: 'Project', items: project },
    ],
    sidebar: {
      '/guide/': [{ text: 'Guide', items: guide }],
      '/api/': [{ text: 'API reference', items: [{ text: '@kbet/sdk', link: '/api/' }] }],
      '/': [
        { text: 'Guide', items: guide },
        { text: 'Project', items: project },
      ],
    },
    search: { provider: 'local' },
    outline: [2, 3],
  },
  // The API reference is one page per module (TypeDoc's 'modules' strategy): fewer pages build much faster than
  // one per export, at the price of a large chunk for that page.
  vite: { build: { chunkSizeWarningLimit: 2500 } },
});
