// The app's configuration, read once at start: the build's VITE_* values, each overridden by the deployment's runtime
// configuration, config.js beside index.html, loaded by a classic <script> before the entry module (one build for
// every environment, docs/decisions/027-implantacao.md). The build's public/config.js sets nothing.
import { IDLE_MINUTES_DEFAULT, parseEnv, type Env } from './parse-env';

declare global {
  interface Window {
    /** Set by /config.js; absent or empty: the build's values. */
    __OPERA_CONFIG__?: unknown;
  }
}

export const envResult = parseEnv(import.meta.env, typeof window === 'undefined' ? undefined : window.__OPERA_CONFIG__);

/** The validated environment; only read after start-up has checked envResult. */
export const env: Env = envResult.ok
  ? envResult.env
  : {
      VITE_USE_MOCKS: false,
      VITE_MAIN_API_URL: '/',
      VITE_SYSTEMS_API_URL: '/',
      VITE_LOG_API_URL: '/',
      VITE_PATIENT_API_URL: '/',
      VITE_HELP_URL: 'about:blank',
      VITE_IDLE_MINUTES: IDLE_MINUTES_DEFAULT,
    };
