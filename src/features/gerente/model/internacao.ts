import { wallMinutes } from '@/lib/dates/wall-clock';

/** The admission is later than the surgery (§5 'Manager dialogs'). */
export function internacaoAposCirurgia(internacao: string, cirurgia: string): boolean {
  if (!internacao || !cirurgia) return false;
  return wallMinutes(internacao) > wallMinutes(cirurgia);
}
