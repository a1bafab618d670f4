import { DURACAO_NAO_INFORMADA, duracaoIlegivel, fimLegivel } from '@/lib/dates/duracao-lida';
import { formatDateTimeBR } from '@/lib/dates/format';

/** 'Meus Pedidos' (the surgeon's own) or 'Todos' (the team's too, requester-side.md §6). */
export type Escopo = 'meus' | 'todos';

/** One centre's agenda call (requester-side.md §7 'Agenda and tracking'). */
export function agendaMedicoPath(escopo: Escopo, profissionalId: number, centroId: number): string {
  const recurso = escopo === 'todos' ? 'agendaEquipeMedico' : 'agendaMedico';
  return `/api/${recurso}/${profissionalId}/${centroId}`;
}

interface EventoMedicoEntrada {
  id: number;
  codigo: string;
  dataCirurgia: string | null;
  cor: string | null;
  corbolinha: string | null;
  /** Sent by some back-ends beside the documented fields; otherwise the status is found by its colour. */
  status: string | null;
  /** Sent by some back-ends beside the documented fields: shown when sent. */
  paciente: string | null;
  procedimento: string | null;
  /** The surgery's end when the back-end sends one; the documented event carries only its start. */
  fim: string | null;
}

export interface EventoMedico {
  id: string;
  codigo: string;
  title: string;
  start: string;
  /** The end the back-end gave, else null: never a made-up duration (DESIGN.md 'Screens'). */
  end: string | null;
  /** The end gives no readable duration (docs/decisions/032-duracao-impossivel.md): drawn marked, its end not drawn. */
  ilegivel: boolean;
  cor: string | null;
  corbolinha: string | null;
  /** The status's name, for the colour legend. */
  status: string;
  /** What a screen reader hears: time, code, patient and procedure when sent, and status. */
  nome: string;
}

/** The status a colour stands for in the status catalogue, when exactly one status has it. */
export function statusPelaCor(cor: string | null, status: readonly { descricao: string; cor: string | null }[]) {
  if (!cor) return null;
  const achados = status.filter((s) => s.cor?.toLowerCase() === cor.toLowerCase());
  return achados.length === 1 ? achados[0].descricao : null;
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
    const pedido = `Pedido nº ${r.codigo}`;
    const descricao = [r.paciente, r.procedimento].filter((t) => t !== null).join(' — ');
    const fim = r.fim ? r.fim.slice(0, 19) : null;
    const ilegivel = duracaoIlegivel(inicio, fim);
    out.push({
      id: String(r.id),
      codigo: r.codigo,
      title: descricao || pedido,
      start: inicio,
      end: fimLegivel(inicio, fim),
      ilegivel,
      cor: r.cor,
      corbolinha: r.corbolinha,
      status: nomeStatus,
      nome: [formatDateTimeBR(inicio), ilegivel && DURACAO_NAO_INFORMADA, pedido, descricao, nomeStatus]
        .filter(Boolean)
        .join(' — '),
    });
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}
