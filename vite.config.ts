import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/** A build without mocks must not ship the MSW service worker copied from public/. */
function dropMockWorker(useMocks: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!useMocks) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMocks = env.VITE_USE_MOCKS === 'true';
  return {
    plugins: [react(), dropMockWorker(useMocks)],
    resolve: {
      alias: {
        '@': resolve(import.meta.dirname, 'src'),
        '@mocks': resolve(import.meta.dirname, 'mocks'),
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
  };
});
