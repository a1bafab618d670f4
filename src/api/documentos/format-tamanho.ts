import { onFirstUse } from '@/lib/intl/on-first-use';

const umDecimal = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));

/** A file size in the decimal units of the 5MB upload limit: '350 KB', '1,2 MB', '800 bytes'. */
export function formatTamanho(bytes: number): string {
  if (bytes < 1000) return `${Math.max(0, Math.round(bytes))} bytes`;
  const kb = Math.round(bytes / 1000);
  if (kb < 1000) return `${kb} KB`;
  return `${umDecimal().format(bytes / 1_000_000)} MB`;
}
