import { DURACAO_MINIMA_MINUTOS, DURACAO_NAO_INFORMADA, duracaoIlegivel } from '@/lib/dates/duracao-lida';
import { addDays, addMinutes, clockMinutes, hhmm, wallMinutes, weekday } from '@/lib/dates/wall-clock';

/** A room schedule entry (programação): the room is open on diaSemana (Sunday 7) from horaInicio to horaFim. */
export interface Programacao {
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
  salaCirurgia_id: number;
}

/** A request already booked in the room (GET /api/pedidosWizard). */
export interface Reserva {
  id: number;
  codigo: string;
  dataInicio: string;
  dataFim: string;
}

/** Why a time of the week cannot be booked (shown on hover and focus, beyond the specification). */
export type MotivoIndisponivel =
  | { tipo: 'passado' }
  | { tipo: 'fora-programacao' }
  | { tipo: 'ocupado'; codigo: string; duracaoIlegivel: boolean }
  | { tipo: 'curto' }
  | { tipo: 'sla' };

interface Slot {
  inicio: string;
  /** End of the surgery (start + estimated duration). */
  fim: string;
  motivo: MotivoIndisponivel | null;
}

export interface SlotContext {
  /** Monday of the week shown, 'yyyy-MM-dd'. */
  semana: string;
  sala: number;
  programacoes: readonly Programacao[];
  reservas: readonly Reserva[];
  duracaoMinutos: number;
  /** The configured room-use interval after each surgery (intervaloUsoSalaCirurgica). */
  intervaloMinutos: number;
  /** São Paulo's wall clock now. */
  agora: string;
  /** Earliest start the SLA allows (wall clock), when known. */
  inicioMinimoSla?: string | null;
  /** Hours shown each day (defaults 06:00–22:00). */
  horario?: { de: string; ate: string };
  /** The request being scheduled: its own booking does not block it (a reschedule moves that booking). */
  pedidoId?: number | null;
}

const SLOT_MINUTOS = 30;

/** Monday of the week of a wall-clock day. */
export function mondayOf(day: string): string {
  return addDays(day.slice(0, 10), 1 - weekday(day));
}

/** The title of a bookable slot. */
export const tituloSlot = (inicio: string) => `Agendar Início ${hhmm(inicio)}`;

/** Why a slot is not offered, in Portuguese. */
export function motivoTexto(motivo: MotivoIndisponivel): string {
  switch (motivo.tipo) {
    case 'passado':
      return 'Horário no passado';
    case 'fora-programacao':
      return 'Fora da programação da sala';
    case 'ocupado':
      return motivo.duracaoIlegivel
        ? `Ocupado pelo pedido nº ${motivo.codigo} (${DURACAO_NAO_INFORMADA})`
        : `Ocupado pelo pedido nº ${motivo.codigo}`;
    case 'curto':
      return 'Tempo insuficiente para a duração estimada e o intervalo da sala';
    case 'sla':
      return 'Dentro do prazo mínimo do SLA';
  }
}

function janelasDoDia(ctx: SlotContext, dia: string) {
  const d = weekday(dia);
  return ctx.programacoes
    .filter((p) => p.salaCirurgia_id === ctx.sala && p.diaSemana === d)
    .map((p) => ({
      de: wallMinutes(dia) + clockMinutes(p.horaInicio),
      ate: wallMinutes(dia) + clockMinutes(p.horaFim),
    }));
}

/**
 * Where a booking's occupation of the room ends: its read end, or, when that end gives no readable duration (before its
 * start, over a day after it), the marked minimum after its start (docs/decisions/032-duracao-impossivel.md).
 */
function fimDaReserva(r: Reserva): number {
  const inicio = wallMinutes(r.dataInicio);
  return duracaoIlegivel(r.dataInicio, r.dataFim) ? inicio + DURACAO_MINIMA_MINUTOS : wallMinutes(r.dataFim);
}

/** Why a start time cannot be booked, or null when it can (wizards-and-management.md §5 'Calendar slots'). */
export function motivoDoSlot(ctx: SlotContext, inicio: string): MotivoIndisponivel | null {
  const ini = wallMinutes(inicio);
  const fimOcupado = ini + ctx.duracaoMinutos + ctx.intervaloMinutos;
  if (ini <= wallMinutes(ctx.agora)) return { tipo: 'passado' };
  const janela = janelasDoDia(ctx, inicio.slice(0, 10)).find((j) => j.de <= ini && ini < j.ate);
  if (!janela) return { tipo: 'fora-programacao' };
  const conflito = ctx.reservas.find(
    (r) => r.id !== ctx.pedidoId && wallMinutes(r.dataInicio) < fimOcupado && ini < fimDaReserva(r),
  );
  if (conflito)
    return {
      tipo: 'ocupado',
      codigo: conflito.codigo,
      duracaoIlegivel: duracaoIlegivel(conflito.dataInicio, conflito.dataFim),
    };
  if (fimOcupado > janela.ate) return { tipo: 'curto' };
  if (ctx.inicioMinimoSla && ini < wallMinutes(ctx.inicioMinimoSla)) return { tipo: 'sla' };
  return null;
}

/** Every 30-minute start of the week within the hours shown, each bookable or with its reason. */
export function slotsDaSemana(ctx: SlotContext): Slot[] {
  const de = clockMinutes(ctx.horario?.de ?? '06:00');
  const ate = clockMinutes(ctx.horario?.ate ?? '22:00');
  const slots: Slot[] = [];
  for (let dia = 0; dia < 7; dia += 1) {
    const data = addDays(ctx.semana, dia);
    for (let m = de; m < ate; m += SLOT_MINUTOS) {
      const inicio = addMinutes(`${data}T00:00:00`, m);
      slots.push({ inicio, fim: addMinutes(inicio, ctx.duracaoMinutos), motivo: motivoDoSlot(ctx, inicio) });
    }
  }
  return slots;
}

/** What the calendar draws: each bookable start alone, and each run of unavailable starts with one reason as one block. */
interface BlocoSemana {
  inicio: string;
  /** End of the block: the last start it covers plus 30 minutes. */
  fim: string;
  /** End of the surgery for a bookable start. */
  fimCirurgia: string;
  motivo: MotivoIndisponivel | null;
}

/**
 * Merges consecutive unavailable starts of the same day and reason into one block: a week of ~220 half-hours becomes
 * a few dozen calendar events, which is what FullCalendar spends its time on.
 */
export function blocosDaSemana(slots: readonly Slot[]): BlocoSemana[] {
  const out: BlocoSemana[] = [];
  for (const s of slots) {
    const fim = addMinutes(s.inicio, SLOT_MINUTOS);
    const ultimo = out.at(-1);
    if (s.motivo && ultimo?.motivo && ultimo.fim === s.inicio && motivoTexto(ultimo.motivo) === motivoTexto(s.motivo)) {
      ultimo.fim = fim;
      continue;
    }
    out.push({ inicio: s.inicio, fim, fimCirurgia: s.fim, motivo: s.motivo });
  }
  return out;
}

export const SEM_PROGRAMACAO = 'Programações de salas não encontradas neste centro cirúrgico ou equipe incorreta.';
export const SELECAO_REMOVIDA = 'Seleção de agendamento removida.';
export const DATA_NAO_PODE = 'Data não pode ser utilizada, selecione outra.';

/** The special requesting team and centre (legacy ids) that use the free date field (constants.md). */
export function usaDataLivre(ctx: {
  equipeLegado: number | null | undefined;
  centroLegado: number | null | undefined;
  eletivo: boolean;
}): boolean {
  if (ctx.equipeLegado === 9973 && ctx.centroLegado === 556) return true;
  return !ctx.eletivo;
}
