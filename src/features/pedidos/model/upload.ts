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
