import { addMinutes, wallMinutes } from './wall-clock';

const dia = (wall: string) => Math.floor(wallMinutes(wall.slice(0, 10)) / 1440);

/**
 * wizards-and-management.md §4: changing the surgery date moves the admission date by the same number of days (its
 * time stays), in every run that changes it (the request wizard, the reschedule, Trocar de Status). Values are
 * 'yyyy-MM-ddTHH:mm' wall clocks; an empty or unreadable one leaves the admission as it is.
 */
export function deslocarInternacao(cirurgiaAntes: string, cirurgiaNova: string, internacao: string): string {
  if (!cirurgiaAntes || !cirurgiaNova || !internacao) return internacao;
  const dias = dia(cirurgiaNova) - dia(cirurgiaAntes);
  if (Number.isNaN(dias) || Number.isNaN(wallMinutes(internacao))) return internacao;
  return dias === 0 ? internacao : addMinutes(internacao, dias * 1440).slice(0, 16);
}
