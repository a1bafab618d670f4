import { addMinutes, wallMinutes } from '@/lib/dates/wall-clock';

const dia = (wall: string) => Math.floor(wallMinutes(wall.slice(0, 10)) / 1440);

/**
 * §4: changing the confirmed surgery date moves the admission date by the same number of days (its time stays).
 * Values are 'yyyy-MM-ddTHH:mm' wall clocks; an empty or unreadable one leaves the admission as it is.
 */
export function deslocarInternacao(cirurgiaAntes: string, cirurgiaNova: string, internacao: string): string {
  if (!cirurgiaAntes || !cirurgiaNova || !internacao) return internacao;
  const dias = dia(cirurgiaNova) - dia(cirurgiaAntes);
  if (Number.isNaN(dias) || Number.isNaN(wallMinutes(internacao))) return internacao;
  return dias === 0 ? internacao : addMinutes(internacao, dias * 1440).slice(0, 16);
}

/** The admission is later than the surgery (§5 'Manager dialogs'). */
export function internacaoAposCirurgia(internacao: string, cirurgia: string): boolean {
  if (!internacao || !cirurgia) return false;
  return wallMinutes(internacao) > wallMinutes(cirurgia);
}
