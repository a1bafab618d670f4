import { formatDateBR } from '@/lib/dates/format';
import { porNumero } from '@/lib/text/por-numero';
import type { FiltrosDaTela, NomesDosFiltros } from './descricao';
import { ROTINA } from './toggles';

// A list's filters folded into one line above its table ('Período 02/11–02/12 · 3 centros · Todos os convênios'),
// so the rows start high on a 1366×900 screen (docs/decisions/033-o-que-o-gerente-ve.md).

/** dd/mm, with the year only when the period spans two years. */
function periodo(inicio: string, fim: string): string {
  const [a, b] = [formatDateBR(inicio), formatDateBR(fim)];
  if (!a || !b) return `${a || '…'}–${b || '…'}`;
  return a.slice(6) === b.slice(6) ? `${a.slice(0, 5)}–${b.slice(0, 5)}` : `${a}–${b}`;
}

/** One id by its name (absent: 'nº {id}'); several by their count in words that agree with it. */
function contagem(
  ids: readonly number[],
  nome: (id: number) => string | undefined,
  singular: string,
  plural: string,
): string {
  const [unico] = ids;
  if (ids.length === 1 && unico !== undefined) return nome(unico) ?? `${singular} nº ${unico}`;
  return `${ids.length} ${porNumero(ids.length, singular, plural)}`;
}

/** The filters in use as the parts of the summary line (an empty choice of plans says 'Todos os convênios'). */
export function resumirFiltros(f: FiltrosDaTela, n: NomesDosFiltros): string[] {
  const out: string[] = [];
  if (f.periodo) out.push(`${f.periodo.nome ?? 'Período'} ${periodo(f.periodo.inicio, f.periodo.fim)}`);
  if (f.centros?.length) out.push(contagem(f.centros, n.centro, 'centro', 'centros'));
  if (f.convenios) {
    out.push(f.convenios.length ? contagem(f.convenios, n.convenio, 'convênio', 'convênios') : 'Todos os convênios');
  }
  if (f.campanhas?.length) {
    const nome = (id: number) => (id === ROTINA ? 'Rotina' : n.campanha(id));
    out.push(contagem(f.campanhas, nome, 'campanha', 'campanhas'));
  }
  out.push(...(f.outros ?? []));
  if (f.onco) out.push('Somente ONCO');
  return out;
}

/** The summary line's parts joined as the screen shows them. */
export const linhaDoResumo = (partes: readonly string[]): string => partes.join(' · ');
