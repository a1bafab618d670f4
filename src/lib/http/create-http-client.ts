import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { RESPOSTA_INESPERADA } from './messages';
import { notifyUnauthorized, sessionToken } from './session-token';

export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** PUT is form-encoded by default, as the specification says; pass json: true for a JSON body. */
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions & { json?: boolean }): Promise<T>;
  readonly baseURL: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  params?: Record<string, string | number | undefined>;
  /** For calls whose 401 means something else (the change-password check of the old password). */
  keepSessionOn401?: boolean;
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

const SEM_RESPOSTA = 'Falha de comunicação com o servidor';

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError(0, 'Requisição cancelada', error);
  if (error instanceof AxiosError) {
    const status = error.response?.status ?? 0;
    const fallback = status ? `Erro ${status}` : SEM_RESPOSTA;
    return new ApiError(status, messageFrom(error.response?.data, fallback), error);
  }
  return new ApiError(0, RESPOSTA_INESPERADA, error);
}

/** Encodes a flat object as application/x-www-form-urlencoded; nested values are sent as JSON text. */
export function toFormBody(body: unknown): URLSearchParams | undefined {
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
export const WRITE_TIMEOUT_MS = 30_000;

/**
 * One client per back-end: its base URL, the bearer token, ApiError for every failure (a timed-out write is status 0),
 * 401 → sign-out. Reads have no timeout (a report or a long list may take long); writes wait `writeTimeoutMs`.
 */
export function createHttpClient(baseURL: string, writeTimeoutMs = WRITE_TIMEOUT_MS): HttpClient {
  const instance = axios.create({ baseURL: baseURL.replace(/\/$/, '') });
  instance.interceptors.request.use((config) => {
    const token = sessionToken.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  async function send<T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> {
    // A signal rather than axios' timeout: the same failure in the browser and under the test mocks.
    const limite = config.method === 'GET' ? undefined : AbortSignal.timeout(writeTimeoutMs);
    config.signal ??= limite;
    const token = sessionToken.get();
    try {
      const response = await instance.request<T>(config);
      return response.data;
    } catch (error) {
      const apiError = limite?.aborted ? new ApiError(0, SEM_RESPOSTA, error) : toApiError(error);
      if (apiError.status === 401 && !options?.keepSessionOn401) notifyUnauthorized(token);
      throw apiError;
    }
  }

  return {
    baseURL: instance.defaults.baseURL ?? '',
    get: (url, o) => send({ method: 'GET', url, signal: o?.signal, params: o?.params }, o),
    delete: (url, o) => send({ method: 'DELETE', url, signal: o?.signal, params: o?.params }, o),
    post: (url, body, o) => send({ method: 'POST', url, data: body, signal: o?.signal, params: o?.params }, o),
    put: (url, body, o) =>
      send(
        {
          method: 'PUT',
          url,
          data: o?.json ? body : toFormBody(body),
          headers: o?.json ? undefined : { 'Content-Type': 'application/x-www-form-urlencoded' },
          signal: o?.signal,
          params: o?.params,
        },
        o,
      ),
  };
}
