import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The pages call '/api', which Vite's dev and preview servers forward to the kbet server at KBET_URL, so the
// session cookie and the live stream stay on the page's own origin.
const api: Record<string, ProxyOptions> = {
  '/api': {
    target: process.env.KBET_URL ?? 'http://127.0.0.1:3000',
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/api/, ''),
  },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    target: 'es2022',
    rolldownOptions: { input: { vanilla: page('./vanilla/index.html'), react: page('./react/index.html') } },
  },
});
