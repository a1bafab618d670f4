import { createPhoneticMatcher, phoneticKey } from '@/lib/text/phonetic';
import type { ListRow } from './list-rows';

export interface ListFilters {
  global: string;
  codigo: string;
  paciente: string;
  requisitante: string;
  procedimento: string | null; // procedure description
  status: string | null;
  diaInclusao: string; // yyyy-mm-dd
  diaCirurgia: string;
}

export const EMPTY_FILTERS: ListFilters = {
  global: '',
  codigo: '',
  paciente: '',
  requisitante: '',
  procedimento: null,
  status: null,
  diaInclusao: '',
  diaCirurgia: '',
};

/** Applies the column filters and the global search; text filters match phonetically, dates by yyyy-mm-dd day. */
export function filterRows(rows: readonly ListRow[], f: ListFilters): readonly ListRow[] {
  const globalText = f.global.trim();
  // A search of digits only is a request number; letters are matched by sound.
  const global = phoneticKey(globalText) ? createPhoneticMatcher(globalText) : () => false;
  const paciente = createPhoneticMatcher(f.paciente);
  const requisitante = createPhoneticMatcher(f.requisitante);
  const codigo = f.codigo.trim();
  const active =
    globalText || codigo || f.paciente.trim() || f.requisitante.trim() || f.procedimento || f.status || f.diaInclusao || f.diaCirurgia;
  if (!active) return rows;
  return rows.filter(
    (r) =>
      (!codigo || r.codigo.includes(codigo)) &&
      paciente(r.keys.paciente) &&
      requisitante(r.keys.requisitante) &&
      (!f.procedimento || r.procedimento === f.procedimento) &&
      (!f.status || r.status === f.status) &&
      (!f.diaInclusao || r.diaInclusao === f.diaInclusao) &&
      (!f.diaCirurgia || r.diaCirurgia === f.diaCirurgia) &&
      (!globalText || r.codigo.includes(globalText) || global(r.keys.global)),
  );
}
