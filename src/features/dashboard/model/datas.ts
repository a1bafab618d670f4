import { DATA_FIM_VAZIA, DATA_INICIO_VAZIA, INICIO_APOS_FIM } from '@/lib/filtros/periodo';

// The dashboard's period (wizards-and-management.md §5 'Dashboard dates'; constants.md: default the last 3 months to
// today, at most 6 months). Days are 'yyyy-MM-dd' and compare as text.

export const LIMITE_SEIS_MESES = 'O limite máximo de filtragem de data é de 6 meses!';
export const FIM_ANTES_INICIO = 'A Data Fim não pode ser menor que a Data Início';
export { DATA_FIM_VAZIA, DATA_INICIO_VAZIA, INICIO_APOS_FIM };

/** Which date the user changed: the message of a reversed period names it. */
export type DataAlterada = 'inicio' | 'fim';

const diasNoMes = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();

/** The same day `meses` months later (or earlier), on the month's last day when it has no such day (31/08 + 6 → 28/02). */
export function addMonths(dia: string, meses: number): string {
  const [ano, mes, d] = dia.split('-').map(Number);
  const indice = ano * 12 + (mes - 1) + meses;
  const novoAno = Math.floor(indice / 12);
  const novoMes = (indice % 12) + 1;
  const novoDia = Math.min(d, diasNoMes(novoAno, novoMes));
  return `${novoAno}-${String(novoMes).padStart(2, '0')}-${String(novoDia).padStart(2, '0')}`;
}

/**
 * The first problem of the period after the user changed one date, or null: empty start, empty end, a reversed
 * period (worded by the date changed), then a window longer than 6 months (the end after the start's day 6 months on).
 */
export function problemaDasDatas(
  periodo: { dataInicio: string; dataFim: string },
  alterada: DataAlterada,
): string | null {
  const { dataInicio, dataFim } = periodo;
  if (!dataInicio) return DATA_INICIO_VAZIA;
  if (!dataFim) return DATA_FIM_VAZIA;
  if (dataInicio > dataFim) return alterada === 'inicio' ? INICIO_APOS_FIM : FIM_ANTES_INICIO;
  if (dataFim > addMonths(dataInicio, 6)) return LIMITE_SEIS_MESES;
  return null;
}

/** The default period: the last 3 months to today. */
export function periodoPadrao(hoje: string): { dataInicio: string; dataFim: string } {
  return { dataInicio: addMonths(hoje, -3), dataFim: hoje };
}
