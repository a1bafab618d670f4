import type { ModeloPedido } from '@/api/catalogues/schemas';
import { addDays, fromWallMinutes, wallMinutes } from '@/lib/dates/wall-clock';
import { motivoDoSlot, type MotivoIndisponivel, type Programacao, type Reserva } from './slots';
import { checkSlaSemModelo, checkSuggestedDate, MSG_DATAS, type SlaSemModelo } from './surgery-dates';

// The suggested date's checks of step 2, in the order of wizards-and-management.md §5 'Step 2 and later': the local
// rules, then the server's room check, the room's programming and bookings, the room itself, and the SLA. The server
// calls are passed in, so the order is tested without a back-end.

export type DateCheckResult = { ok: true; final: string } | { ok: false; mensagem: string };

/** Which SLA rule applies: a model's (or the status's working-time) perspective checked by the server, or the local one. */
export type SlaRule =
  | { tipo: 'servidor'; perspectiva: 'horas' | 'dias'; sla: number; mesmoDiaRecusado?: boolean }
  | ({ tipo: 'local' } & SlaSemModelo);

interface Perspectivas {
  perspectivaDiasUteis: number | null;
  perspectivaDiasCorridos: number | null;
  perspectivaHorasUteis: number | null;
  perspectivaHorasCorridas: number | null;
}

/** The initial status's SLA (GET /api/statusPedidoDetail/{statusInicial}). */
interface StatusSla {
  perspectivaValidacaoDosDias: number | null;
  prazoLimiteSLAUrgencia: number | null;
  prazoLimiteSLAEletivo: number | null;
}

const emHoras = (p: number | null, c: Perspectivas) =>
  p !== null && (p === c.perspectivaHorasUteis || p === c.perspectivaHorasCorridas);
const emDias = (p: number | null, c: Perspectivas) =>
  p !== null && (p === c.perspectivaDiasUteis || p === c.perspectivaDiasCorridos);

/**
 * The SLA rule of a date: a model with a perspective and an SLA is checked by the server (hours or days); without a
 * model, an urgency by its hours and an elective by its days, the working days by the server when the status says so.
 */
export function slaRule(
  modelo: ModeloPedido | null,
  status: StatusSla | null,
  config: Perspectivas,
  urgencia: boolean,
): SlaRule | null {
  if (modelo) {
    const p = modelo.perspectivaValidacaoDosDias;
    if (modelo.SLA === null || p === null) return null;
    if (emHoras(p, config)) return { tipo: 'servidor', perspectiva: 'horas', sla: modelo.SLA };
    return emDias(p, config) ? { tipo: 'servidor', perspectiva: 'dias', sla: modelo.SLA } : null;
  }
  const local: SlaRule = {
    tipo: 'local',
    urgencia,
    prazoUrgenciaHoras: status?.prazoLimiteSLAUrgencia ?? null,
    prazoEletivoDias: status?.prazoLimiteSLAEletivo ?? null,
  };
  const uteis = status?.perspectivaValidacaoDosDias ?? null;
  if (!urgencia && local.prazoEletivoDias !== null && uteis !== null && uteis === config.perspectivaDiasUteis) {
    return { tipo: 'servidor', perspectiva: 'dias', sla: local.prazoEletivoDias, mesmoDiaRecusado: true };
  }
  return local;
}

/**
 * The earliest start the SLA allows, for the calendar's reasons (beyond the specification), when the app itself
 * decides it: an elective without a model counted in calendar days (refused the same day and up to {n}-1 whole days
 * ahead). What the server decides (working days or hours) is not guessed: null.
 */
export function inicioMinimoDoSla(rule: SlaRule | null, agora: string): string | null {
  if (!rule || rule.tipo !== 'local' || rule.urgencia || rule.prazoEletivoDias === null) return null;
  const amanha = wallMinutes(`${addDays(agora.slice(0, 10), 1)}T00:00:00`);
  return fromWallMinutes(Math.max(amanha, wallMinutes(agora) + (rule.prazoEletivoDias - 1) * 1440 + 1));
}

/** The room calendar's view of a date: the room's programming and the bookings around it (elective only). */
export interface RoomWindow {
  sala: number;
  /** The room is among the team's programmed rooms of the centre. */
  salaValida: boolean;
  programacoes: readonly Programacao[];
  duracaoMinutos: number;
  intervaloMinutos: number;
  /** Bookings of the room in the 2-day window from the date (§5). */
  reservas: () => Promise<readonly Reserva[]>;
  /** The SLA minimum of the date's week, as the calendar drew it (model/sla-minimo.ts). */
  inicioMinimoSla: () => Promise<string | null>;
}

export interface DateCheckDeps {
  agora: string;
  recuperarSala: () => Promise<{ ok: true; final: string } | { ok: false; mensagem: string }>;
  sala: RoomWindow | null;
  sla: SlaRule | null;
  validarSla: (perspectiva: 'horas' | 'dias', data: string, sla: number) => Promise<string | null>;
}

/** Why the calendar would not offer this start: the one rule (motivoDoSlot) that also draws the week. */
async function motivoNaSala(data: string, w: RoomWindow, agora: string): Promise<MotivoIndisponivel | null> {
  const [reservas, inicioMinimoSla] = await Promise.all([w.reservas(), w.inicioMinimoSla()]);
  const ctx = {
    semana: data.slice(0, 10),
    sala: w.sala,
    programacoes: w.programacoes,
    reservas,
    duracaoMinutos: w.duracaoMinutos,
    intervaloMinutos: w.intervaloMinutos,
    agora,
    inicioMinimoSla,
  };
  return motivoDoSlot(ctx, data);
}

/** The date check's message for a reason the calendar gives (§5 'Step 2 and later'). */
function mensagemDoMotivo(motivo: MotivoIndisponivel): string {
  if (motivo.tipo === 'passado') return MSG_DATAS.retroativa;
  return motivo.tipo === 'sla' ? MSG_DATAS.dentroSla : MSG_DATAS.naoPode;
}

/** Runs the date's checks in order; the first refusal wins, with its message. */
export async function checkSurgeryDate(data: string, d: DateCheckDeps): Promise<DateCheckResult> {
  const local = checkSuggestedDate(data, d.agora);
  if (local) return { ok: false, mensagem: local };
  const sala = await d.recuperarSala();
  if (!sala.ok) return sala;
  const motivo = d.sala ? await motivoNaSala(data, d.sala, d.agora) : null;
  if (motivo && motivo.tipo !== 'sla') return { ok: false, mensagem: mensagemDoMotivo(motivo) };
  if (d.sala && !d.sala.salaValida) return { ok: false, mensagem: MSG_DATAS.sala };
  if (motivo) return { ok: false, mensagem: mensagemDoMotivo(motivo) };
  const sla = await slaProblem(data, d);
  return sla ? { ok: false, mensagem: sla } : { ok: true, final: sala.final };
}

async function slaProblem(data: string, d: DateCheckDeps): Promise<string | null> {
  if (!d.sla) return null;
  if (d.sla.tipo === 'local') return checkSlaSemModelo(data, d.agora, d.sla);
  // Without a model an elective refuses the same day whatever the server counts (§5 'Without a model').
  if (d.sla.mesmoDiaRecusado && data.slice(0, 10) === d.agora.slice(0, 10)) return MSG_DATAS.dentroSla;
  const mensagem = await d.validarSla(d.sla.perspectiva, data, d.sla.sla);
  return mensagem ? mensagem : null;
}
