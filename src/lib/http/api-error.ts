/** The one error type every failed call becomes: HTTP status (0 for network/cancel) and the server's mensagem. */
export class ApiError extends Error {
  readonly status: number;
  readonly mensagem: string;
  override readonly cause: unknown;

  constructor(status: number, mensagem: string, cause?: unknown) {
    super(mensagem);
    this.name = 'ApiError';
    this.status = status;
    this.mensagem = mensagem;
    this.cause = cause;
  }
}

/** Message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.mensagem;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
