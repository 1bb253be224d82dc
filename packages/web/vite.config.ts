import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './boot-script';
import { chunkGroups } from './chunk-groups';
import { precompress } from './precompress';

// The browser build: workspace packages resolve to their sources ("source" condition), and
// only @leadgen/core/domain (browser-safe) and the server's route types are imported.
export default defineConfig({
  plugins: [react(), tailwindcss(), bootScript(), precompress()],
  resolve: { conditions: ['source'] },
  // The API refuses writes whose Origin is not its own (CSRF), so the dev proxy presents the
  // API's origin: the browser's page is Vite's, on another port.
  server: {
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:8787',
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', 'http://127.0.0.1:8787');
          }),
      },
    },
  },
  // no source maps in the build: they would publish the sources (`vite` dev serves its own)
  build: {
    outDir: 'dist',
    sourcemap: false,
    // a browser without module preloads (Safari before 17) loads the modules as they are imported:
    // no polyfill (nor the entry chunk it would need)
    modulePreload: { polyfill: false },
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: { groups: chunkGroups() } } },
  },
});
