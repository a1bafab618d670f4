import { RESPOSTA_INESPERADA } from './messages';

/** The one error type every failed call becomes: HTTP status (0 for network/cancel) and the server's mensagem. */
export class ApiError extends Error {
  readonly status: number;
  readonly mensagem: string;
  /** The endpoint template, for a response that could not be read (never a concrete path with patient data). */
  readonly endpoint: string | undefined;
  override readonly cause: unknown;

  constructor(status: number, mensagem: string, cause?: unknown, endpoint?: string) {
    super(mensagem);
    this.name = 'ApiError';
    this.status = status;
    this.mensagem = mensagem;
    this.cause = cause;
    this.endpoint = endpoint;
  }
}

/**
 * Message to show for any thrown value. Only an ApiError carries words meant for the user; anything else (a parser's
 * error, a programming error) shows the generic message, never its own text.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.mensagem;
  return RESPOSTA_INESPERADA;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
