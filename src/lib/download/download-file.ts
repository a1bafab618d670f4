import { ApiError } from '@/lib/http/api-error';
import { notifyUnauthorized, sessionToken } from '@/lib/http/session-token';

/** A file a back-end answered: its bytes and the headers that name it. */
export interface ArquivoBaixado {
  blob: Blob;
  contentDisposition: string | null;
  contentType: string | null;
}

async function mensagemDe(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const texto = body && typeof body === 'object' ? Reflect.get(body, 'mensagem') : null;
    if (typeof texto === 'string' && texto.length < 300 && !texto.includes('\n')) return texto;
  } catch {
    // not JSON: the status alone
  }
  return `Erro ${response.status}`;
}

/**
 * GET of a file with the bearer token (spec decision 9), its headers kept to name it. Kept apart from the HTTP client,
 * which the sign-in page loads (docs/decisions/002-bundle-budget.md); failures are the same ApiError, a 401 signs out.
 */
export async function baixarArquivo(url: string, signal?: AbortSignal): Promise<ArquivoBaixado> {
  const token = sessionToken.get();
  const sessao = sessionToken.sessao();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    throw new ApiError(0, 'Falha de comunicação com o servidor', error);
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized(sessao);
    throw new ApiError(response.status, await mensagemDe(response));
  }
  return {
    blob: await response.blob(),
    contentDisposition: response.headers.get('Content-Disposition'),
    contentType: response.headers.get('Content-Type'),
  };
}

/** Saves a file in the browser's downloads under `nome`, without leaving the page. */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
