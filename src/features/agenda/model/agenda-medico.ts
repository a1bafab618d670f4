import { formatDateTimeBR } from '@/lib/dates/format';
import { addMinutes } from '@/lib/dates/wall-clock';

/** 'Meus Pedidos' (the surgeon's own) or 'Todos' (the team's too, requester-side.md §6). */
export type Escopo = 'meus' | 'todos';

/** One centre's agenda call (requester-side.md §7 'Agenda and tracking'). */
export function agendaMedicoPath(escopo: Escopo, profissionalId: number, centroId: number): string {
  const recurso = escopo === 'todos' ? 'agendaEquipeMedico' : 'agendaMedico';
  return `/api/${recurso}/${profissionalId}/${centroId}`;
}

export interface EventoMedicoEntrada {
  id: number;
  codigo: string;
  dataCirurgia: string | null;
  cor: string | null;
  corbolinha: string | null;
  /** Sent by some back-ends beside the documented fields; otherwise the status is found by its colour. */
  status: string | null;
}

export interface EventoMedico {
  id: string;
  codigo: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string | undefined;
  textColor: string;
  corbolinha: string | null;
  /** What a screen reader hears: time, code and status. */
  nome: string;
}

/** Minutes an event lasts on the calendar: the agenda event carries no end (requester-side.md §3 'Agenda event'). */
export const DURACAO_EVENTO = 60;

/** The status a colour stands for in the status catalogue, when exactly one status has it. */
export function statusPelaCor(cor: string | null, status: readonly { descricao: string; cor: string | null }[]) {
  if (!cor) return null;
  const achados = status.filter((s) => s.cor?.toLowerCase() === cor.toLowerCase());
  return achados.length === 1 ? achados[0].descricao : null;
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance); white when unreadable. */
export function textoSobre(cor: string | null | undefined): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(cor ?? '');
  if (!m) return '#ffffff';
  const canal = (i: number) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * canal(0) + 0.7152 * canal(2) + 0.0722 * canal(4);
  // Contrast with black (l + 0.05) / 0.05 against white 1.05 / (l + 0.05): black wins above l ≈ 0.179.
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** The calendar's events: one per dated request, each request once however many centres listed it. */
export function eventosDoMedico(
  rows: readonly EventoMedicoEntrada[],
  status: readonly { descricao: string; cor: string | null }[],
): EventoMedico[] {
  const vistos = new Set<number>();
  const out: EventoMedico[] = [];
  for (const r of rows) {
    if (!r.dataCirurgia || vistos.has(r.id)) continue;
    vistos.add(r.id);
    const inicio = r.dataCirurgia.slice(0, 19);
    const nomeStatus = r.status ?? statusPelaCor(r.cor, status) ?? 'Status não informado';
    out.push({
      id: String(r.id),
      codigo: r.codigo,
      title: `Pedido nº ${r.codigo}`,
      start: inicio,
      end: addMinutes(inicio, DURACAO_EVENTO),
      backgroundColor: r.cor ?? undefined,
      textColor: textoSobre(r.cor),
      corbolinha: r.corbolinha,
      nome: `${formatDateTimeBR(inicio)} — Pedido nº ${r.codigo} — ${nomeStatus}`,
    });
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}
