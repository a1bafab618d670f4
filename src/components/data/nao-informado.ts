import { NAO_INFORMADO } from '@/lib/text/nao-informado';

export { NAO_INFORMADO };

/** The value as text, or 'Não informado' when missing or blank. */
export function orNaoInformado(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NAO_INFORMADO;
  const text = String(value).trim();
  return text ? text : NAO_INFORMADO;
}
