import { ApiError } from './api-error';
import { notifyUnauthorized, sessionToken } from './session-token';

export interface HttpClient {
  /** Every answer is unknown until its reader has read it (docs/decisions/005-lenient-reading.md). */
  get(url: string, options?: RequestOptions): Promise<unknown>;
  delete(url: string, options?: RequestOptions): Promise<unknown>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  /** PUT is form-encoded by default, as the specification says; pass json: true for a JSON body. */
  put(url: string, body?: unknown, options?: RequestOptions & { json?: boolean }): Promise<unknown>;
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

/** A body as axios read it before: JSON when it parses, else the text itself ('' for none). */
function readBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A body fetch sends as it is (a file upload, a form); anything else is sent as JSON. */
const sentAsIs = (body: unknown): body is FormData | URLSearchParams | Blob =>
  body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;

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

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT';

/**
 * One client per back-end, on the browser's fetch (docs/decisions/002-bundle-budget.md): its base URL, the bearer
 * token, ApiError for every failure (a timed-out write is status 0), 401 → sign-out. Reads have no timeout (a report
 * or a long list may take long); writes wait `writeTimeoutMs`.
 */
export function createHttpClient(baseURL: string, writeTimeoutMs = WRITE_TIMEOUT_MS): HttpClient {
  const base = baseURL.replace(/\/$/, '');

  async function send(method: Method, url: string, body: unknown, options?: RequestOptions): Promise<unknown> {
    const limite = method === 'GET' ? undefined : AbortSignal.timeout(writeTimeoutMs);
    const signal = options?.signal ?? limite;
    const token = sessionToken.get();
    const sessao = sessionToken.sessao();
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body instanceof URLSearchParams) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (body !== undefined && !sentAsIs(body)) headers['Content-Type'] = 'application/json';
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(options?.params ?? {})) if (v !== undefined) query.append(k, String(v));
    const separador = url.includes('?') ? '&' : '?';
    const search = query.size ? `${separador}${query}` : '';
    let status = 0;
    let data: unknown;
    try {
      const response = await fetch(`${base}${url}${search}`, {
        method,
        headers,
        body: body === undefined || sentAsIs(body) ? body : JSON.stringify(body),
        signal,
      });
      status = response.status;
      data = readBody(await response.text());
      if (response.ok) return data;
    } catch (error) {
      if (limite?.aborted || !signal?.aborted) throw new ApiError(0, SEM_RESPOSTA, error);
      throw new ApiError(0, 'Requisição cancelada', error);
    }
    if (status === 401 && !options?.keepSessionOn401) notifyUnauthorized(sessao);
    throw new ApiError(status, messageFrom(data, `Erro ${status}`));
  }

  return {
    baseURL: base,
    get: (url, o) => send('GET', url, undefined, o),
    delete: (url, o) => send('DELETE', url, undefined, o),
    post: (url, body, o) => send('POST', url, body ?? undefined, o),
    // PUT is form-encoded unless the call asks for JSON (the specification's PUTs).
    put: (url, body, o) => send('PUT', url, o?.json ? body : toFormBody(body), o),
  };
}
