/** Upload limit of spec decision 3: 5,000,000 bytes. */
export const MAX_UPLOAD_BYTES = 5_000_000;
export const ARQUIVO_EXCEDEU = 'Tamanho de arquivo excedeu o tamanho máximo (5MB)';

/** Splits the chosen files into those that may be sent and those over the limit. */
export function splitBySize<T extends { size: number }>(files: readonly T[]): { aceitos: T[]; recusados: T[] } {
  return {
    aceitos: files.filter((f) => f.size <= MAX_UPLOAD_BYTES),
    recusados: files.filter((f) => f.size > MAX_UPLOAD_BYTES),
  };
}

/** Where one chosen file's upload stands in the Documentos dialog (requester-side.md §5 'Document upload'). */
export type EstadoEnvio =
  | { tipo: 'aguardando' }
  | { tipo: 'enviando'; enviado: number }
  | { tipo: 'enviado' }
  | { tipo: 'cancelado' }
  | { tipo: 'falhou'; mensagem: string };

/** The file's row text: what the progress bar and the button show in words, never by colour alone. */
export function situacaoDoEnvio(estado: EstadoEnvio): string {
  switch (estado.tipo) {
    case 'aguardando':
      return 'Aguardando envio';
    case 'enviando':
      return `Enviando (${Math.round(Math.min(1, Math.max(0, estado.enviado)) * 100)}%)`;
    case 'enviado':
      return 'Enviado';
    case 'cancelado':
      return 'Envio cancelado';
    case 'falhou':
      return `Falha no envio: ${estado.mensagem}`;
  }
}

/** A file waiting for its turn or being sent may still be cancelled; one that ended may not. */
export const podeCancelar = (estado: EstadoEnvio): boolean =>
  estado.tipo === 'aguardando' || estado.tipo === 'enviando';
