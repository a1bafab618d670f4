import { formatDateBR } from '@/lib/dates/format';
import { ROTINA } from './toggles';

// A list's own filters as its print header names them ('Período: 24/11/2026 a 09/12/2026'; docs/decisions.md 'The
// print header').

/** The filters a list screen sends: the period (yyyy-mm-dd), centres, plans and campaigns (ids), ONCO only. */
export interface FiltrosDaTela {
  periodo?: { inicio: string; fim: string; nome?: string };
  centros?: readonly number[];
  convenios?: readonly number[];
  campanhas?: readonly number[];
  onco?: boolean;
  /** Other filters, already as 'Nome: valor', printed first. */
  outros?: readonly string[];
}

/** The names of the ids (absent: 'nº {id}'). */
interface NomesDosFiltros {
  centro: (id: number) => string | undefined;
  convenio: (id: number) => string | undefined;
  campanha: (id: number) => string | undefined;
}

const nomes = (ids: readonly number[], nome: (id: number) => string | undefined) =>
  ids.map((id) => nome(id) ?? `nº ${id}`).join(', ');

/** The screen's filters in use as 'Nome: valor' (an empty choice of plans or campaigns is no filter). */
export function descreverFiltros(f: FiltrosDaTela, n: NomesDosFiltros): string[] {
  const out: string[] = [...(f.outros ?? [])];
  if (f.periodo) {
    out.push(`${f.periodo.nome ?? 'Período'}: ${formatDateBR(f.periodo.inicio)} a ${formatDateBR(f.periodo.fim)}`);
  }
  if (f.centros?.length) out.push(`Centros cirúrgicos: ${nomes(f.centros, n.centro)}`);
  if (f.convenios?.length) out.push(`Convênios: ${nomes(f.convenios, n.convenio)}`);
  if (f.campanhas?.length) {
    out.push(`Campanhas: ${nomes(f.campanhas, (id) => (id === ROTINA ? 'Rotina' : n.campanha(id)))}`);
  }
  if (f.onco) out.push('Somente ONCO');
  return out;
}
