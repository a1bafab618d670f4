import { addDays } from '@/lib/dates/wall-clock';

// A list's surgery-date period (the dashboard's messages, wizards-and-management.md §5 'Dashboard dates').

export const DATA_INICIO_VAZIA = 'A Data Início não pode ser vazia';
export const DATA_FIM_VAZIA = 'A Data Fim não pode ser vazia';
export const INICIO_APOS_FIM = 'A Data Início não pode ser maior que a Data Fim';

/** The first problem of the period, or null (dates as yyyy-mm-dd compare as text). */
export function problemaDoPeriodo(f: { dataInicio: string; dataFim: string }): string | null {
  if (!f.dataInicio) return DATA_INICIO_VAZIA;
  if (!f.dataFim) return DATA_FIM_VAZIA;
  return f.dataInicio > f.dataFim ? INICIO_APOS_FIM : null;
}

/** The filters' first period: today to today + the configured days (`padrao` when unreadable or negative). */
export function periodoInicial(hoje: string, dias: number | null | undefined, padrao: number) {
  const periodo = dias !== null && dias !== undefined && dias >= 0 ? Math.floor(dias) : padrao;
  return { dataInicio: hoje, dataFim: addDays(hoje, periodo) };
}
