import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { limiteSemProgresso } from './limite-sem-progresso';
import { RESPOSTA_INESPERADA } from './messages';
import { notifyUnauthorized, sessionToken } from './session-token';

/** A file a back-end answered: its bytes and the headers that name it. */
interface ArquivoBaixado {
  blob: Blob;
  contentDisposition: string | null;
  contentType: string | null;
}

interface HttpClient {
  /** Every answer is unknown until its reader has read it (docs/decisions/005-lenient-reading.md). */
  get(url: string, options?: RequestOptions): Promise<unknown>;
  delete(url: string, options?: RequestOptions): Promise<unknown>;
  post(url: string, body?: unknown, options?: UploadOptions): Promise<unknown>;
  /** PUT is form-encoded by default, as the specification says; pass json: true for a JSON body. */
  put(url: string, body?: unknown, options?: RequestOptions & { json?: boolean }): Promise<unknown>;
  /** GET of a file (a report, a printable document): its bytes, with the headers that name it. */
  download(url: string, options?: RequestOptions): Promise<ArquivoBaixado>;
  readonly baseURL: string;
}

interface RequestOptions {
  signal?: AbortSignal;
  params?: Record<string, string | number | undefined>;
  /** For calls whose 401 means something else (the change-password check of the old password). */
  keepSessionOn401?: boolean;
}

interface UploadOptions extends RequestOptions {
  /** The share of the body sent so far, 0 to 1, as the browser reports it (a file upload's progress bar). */
  onUploadProgress?: (enviado: number) => void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    keepSessionOn401?: boolean;
    /** The session the call was sent in (session-token.ts): only its own 401 signs the user out. */
    sessao?: string | null;
  }
}

// A server's words reach the user only when they read as a message: short, one line, not JSON, HTML or a stack.
function readableMessage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || text.length > 300 || /[\n<{[]/.test(text.charAt(0)) || text.includes('\n')) return null;
  if (/exception|stack|traceback|\bat [\w.$]+\(/i.test(text)) return null;
  // A program's or a parser's own words: 'SyntaxError: …', 'Unexpected token < in JSON at position 0', a zod issue.
  if (/^[\w.$]*Error\b/.test(text)) return null;
  if (/unexpected token|json at position|is not valid json|cannot read propert|expected \w+, received/i.test(text))
    return null;
  return text;
}

function messageFrom(data: unknown, fallback: string): string {
  if (data && typeof data === 'object') {
    return readableMessage(Reflect.get(data, 'mensagem')) ?? readableMessage(Reflect.get(data, 'message')) ?? fallback;
  }
  return readableMessage(data) ?? fallback;
}

/** An error body asked for as a file's bytes (a download) is read as the JSON or text it is. */
function errorBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer)) return data;
  const text = new TextDecoder().decode(data);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const SEM_RESPOSTA = 'Falha de comunicação com o servidor';

/** Encodes a flat object as application/x-www-form-urlencoded; nested values are sent as JSON text. */
function toFormBody(body: unknown): URLSearchParams | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) return body;
  const params = new URLSearchParams();
  if (typeof body !== 'object') return params;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === null) params.append(key, '');
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  return params;
}

/** How long a write waits for its answer before it counts as failed (docs/decisions.md 'Write timeout'). */
const WRITE_TIMEOUT_MS = 30_000;

const isFormEncoded = (config: InternalAxiosRequestConfig) =>
  String(config.headers.getContentType() ?? '').startsWith('application/x-www-form-urlencoded');

/** Every failure as the one ApiError (status 0 for no answer, a timed-out write or a cancelled call). */
function toApiError(axios: AxiosStatic, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error)) return new ApiError(0, RESPOSTA_INESPERADA, error);
  if (axios.isCancel(error)) {
    // The write's own limit aborts with a TimeoutError (AbortSignal.timeout); a caller's cancel with an AbortError.
    const reason: unknown = error.config?.signal?.aborted ? Reflect.get(error.config.signal, 'reason') : null;
    const timedOut = typeof reason === 'object' && reason !== null && Reflect.get(reason, 'name') === 'TimeoutError';
    return new ApiError(0, timedOut ? SEM_RESPOSTA : 'Requisição cancelada', error);
  }
  const status = error.response?.status ?? 0;
  if (status === 401 && !error.config?.keepSessionOn401) notifyUnauthorized(error.config?.sessao ?? null);
  if (!status) return new ApiError(0, SEM_RESPOSTA, error);
  return new ApiError(status, messageFrom(errorBody(error.response?.data), `Erro ${status}`), error);
}

/** A write's limit: `ms` after it was sent, or, for a file upload, `ms` without progress (limite-sem-progresso.ts). */
function limiteDaEscrita(config: InternalAxiosRequestConfig, ms: number): AbortSignal {
  if (!(config.data instanceof FormData)) return AbortSignal.timeout(ms);
  const { signal, progrediu } = limiteSemProgresso(ms);
  const onUploadProgress = config.onUploadProgress;
  config.onUploadProgress = (event) => {
    progrediu();
    onUploadProgress?.(event);
  };
  return signal;
}

/** The back-end's axios instance: base URL, form-encoded PUTs, and the interceptors every call goes through. */
function createInstance(axios: AxiosStatic, baseURL: string, writeTimeoutMs: number): AxiosInstance {
  const instance = axios.create({
    baseURL,
    headers: { put: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    // The back-ends take a bearer token, no XSRF cookie. Left on, axios reads that cookie before every same-origin call
    // through the browser's asynchronous Cookie Store, and the request leaves a task or more later, behind whatever
    // renders meanwhile (docs/decisions/025-pisos-do-bench.md 'A list's request leaves with the click').
    withXSRFToken: false,
    // A form's fields as toFormBody writes them (nested values as JSON text), before axios' own encoding.
    transformRequest: [
      function formulario(this: InternalAxiosRequestConfig, data: unknown) {
        return isFormEncoded(this) ? toFormBody(data) : data;
      },
      ...[axios.defaults.transformRequest ?? []].flat(),
    ],
  });
  instance.interceptors.request.use((config) => {
    const token = sessionToken.get();
    if (token) config.headers.setAuthorization(`Bearer ${token}`);
    // A signal rather than axios' own timeout: a timed-out write fails alike in the browser and under the mocks.
    if (config.method !== 'get') {
      const limite = limiteDaEscrita(config, writeTimeoutMs);
      config.signal = config.signal instanceof AbortSignal ? AbortSignal.any([config.signal, limite]) : limite;
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(axios, error)));
  return instance;
}

/**
 * One axios instance per back-end (src/api/clients.ts): its base URL, the bearer token, PUT form-encoded unless the
 * call asks for JSON, ApiError for every failure, 401 → sign-out. Reads have no timeout (a report or a long list may
 * take long); writes wait `writeTimeoutMs`, and a caller's signal (a superseded load, a cancelled upload) still
 * cancels them. axios itself loads with the first call, not with the sign-in page (docs/decisions/002-bundle-budget.md).
 */
export function createHttpClient(baseURL: string, writeTimeoutMs = WRITE_TIMEOUT_MS): HttpClient {
  const base = baseURL.replace(/\/$/, '');
  let instance: Promise<AxiosInstance> | undefined;
  async function request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    // The session the call belongs to is the one it was made in, before axios is loaded.
    config.sessao = sessionToken.sessao();
    instance ??= import('axios').then(({ default: axios }) => createInstance(axios, base, writeTimeoutMs));
    return (await instance).request<T>(config);
  }
  const data = (response: AxiosResponse<unknown>): unknown => response.data;
  const options = (o?: RequestOptions) => ({
    signal: o?.signal,
    params: o?.params,
    keepSessionOn401: o?.keepSessionOn401,
  });

  return {
    baseURL: base,
    get: (url, o) => request({ method: 'get', url, ...options(o) }).then(data),
    delete: (url, o) => request({ method: 'delete', url, ...options(o) }).then(data),
    post: (url, body, o) =>
      request({
        method: 'post',
        url,
        data: body,
        ...options(o),
        onUploadProgress: o?.onUploadProgress && ((e) => o.onUploadProgress?.(e.progress ?? 0)),
      }).then(data),
    put: (url, body, o) =>
      request({
        method: 'put',
        url,
        data: body,
        ...options(o),
        headers: o?.json ? { 'Content-Type': 'application/json' } : {},
      }).then(data),
    async download(url, o) {
      // The bytes, made a Blob here: the same in every browser and under the mock back-end of the tests.
      const response = await request<ArrayBuffer>({ method: 'get', url, ...options(o), responseType: 'arraybuffer' });
      const header = (name: string) => {
        const value: unknown = response.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const contentType = header('content-type');
      return {
        blob: new Blob([response.data], contentType ? { type: contentType } : {}),
        contentDisposition: header('content-disposition'),
        contentType,
      };
    },
  };
}
