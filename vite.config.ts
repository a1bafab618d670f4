import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { META_CONTENT_SECURITY_POLICY } from './deploy/security-headers.ts';

/** A build without mocks must not ship the MSW service worker (and its filter) copied from public/. */
function dropMockWorker(useMocks: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (useMocks) return;
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(resolve(outDir, 'mock-service-worker.js'), { force: true });
    },
  };
}

/**
 * Most visits start on /auth/login, whose page is a lazy route: preload its chunks from index.html so the browser
 * fetches them with the entry instead of after it (one round trip less before the login form paints).
 */
function preloadLoginRoute(): Plugin {
  return {
    name: 'preload-login-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle: OutputBundle | undefined = ctx.bundle;
        // rastreamento.html is the public tracking page: it loads nothing of the sign-in page (decision 012).
        if (!bundle || !ctx.filename.endsWith('index.html')) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const login = chunks.find((c) => c.facadeModuleId?.endsWith('features/auth/routes/login-page.tsx'));
        if (!login) return [];
        const files = new Set<string>([login.fileName, ...login.imports]);
        const entry = chunks.find((c) => c.isEntry);
        for (const f of entry ? [entry.fileName, ...entry.imports] : []) files.delete(f);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Each built page carries the part of the policy a meta element can hold (deploy/security-headers.ts), so that served
 * by a host that sends no headers it still refuses an injected script and `eval` (docs/decisions/027-implantacao.md).
 * The build only: the dev server's inline preamble (React's refresh) would be refused.
 */
function metaContentSecurityPolicy(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'meta-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!html.includes(charset)) throw new Error(`${ctx.filename}: sem ${charset} para pôr a política depois`);
        // First after the charset: a meta policy covers only what comes after it.
        const meta = `<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}" />`;
        return html.replace(charset, `${charset}\n    ${meta}`);
      },
    },
  };
}

const LOGIN_CORE =
  /node_modules[\\/]react-hook-form[\\/]|@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/](mutation|mutationObserver|removable))\.js|src[\\/](lib[\\/]http(?![\\/]parse-long-list)|api[\\/]clients|config[\\/]env|components[\\/]form[\\/](text-field|field-frame|submit-button))/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMocks = env.VITE_USE_MOCKS === 'true';
  return {
    plugins: [react(), dropMockWorker(useMocks), preloadLoginRoute(), metaContentSecurityPolicy()],
    server: {
      // `npm run dev` transforms the app's modules when it starts, not when a page first asks for them: the first
      // sign-in and a reload do not wait for a cold transform of each screen's modules (the screens are lazy routes,
      // which the browser asks for one after another).
      warmup: { clientFiles: ['./src/main.tsx', './mocks/browser.ts', './src/features/*/routes/*.tsx'] },
    },
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
      // With two entries the polyfill became a chunk of its own (0.4 KB more for the sign-in page); every browser the
      // app supports preloads modules natively, and one that does not only loses the preload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The public tracking page has its own entry, so a patient's phone loads none of the app's code
        // (docs/decisions/012-rastreamento-failure.md); the host serves it for /rastreamento/{codigoPedido}.
        input: {
          index: resolve(import.meta.dirname, 'index.html'),
          rastreamento: resolve(import.meta.dirname, 'rastreamento.html'),
        },
        output: {
          codeSplitting: {
            // What the login form needs besides React, in one chunk: left to the automatic split, the HTTP client, the
            // form library and the environment check came in five chunks shared with later screens, and compressed
            // about 2 KB worse (decision 002's budget). The long lists' reader (parse-long-list, with its yields to the
            // browser) is the lists' own: it loads with them, not with the sign-in page.
            groups: [
              // What both pages read with, apart from the rest: the plain normalisers and the configuration (env.ts, its
              // checks), so the public tracking page loads none of the sign-in page's code (012, 026).
              {
                name: 'normalise',
                test: /src[\\/](lib[\\/]schema[\\/]normalise|config[\\/](env|parse-env))\./,
                priority: 2,
              },
              { name: 'login-core', test: LOGIN_CORE, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
