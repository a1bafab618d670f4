/** What the user reads when a response cannot be read at all. */
export const RESPOSTA_INESPERADA = 'Resposta inesperada do servidor.';
