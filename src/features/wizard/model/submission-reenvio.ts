import { readDateTime } from '@/lib/dates/read';
import { readDecimal, readFlag, readId } from '@/lib/schema/normalise';

// A creating write of the request's submission that got no answer (timed out: status 0, or a 504) may have reached the
// server. Its retry reads first where the specification gives a read that shows the record (docs/decisions/
// 020-timeouts-checked-before-resend.md): the admission through the request that names it (GET /api/pedidoCirurgia/
// {id}, §3 'Full request … Internacao'), the room booking through the room's booked requests (GET /api/pedidosWizard/
// …, §3 'Booked request in calendar'). Found: nothing is created again; missing or unreadable: the write is sent, since
// a duplicate costs less than a lost write (decision 015). The items are read back by every Enviar anyway (the plan
// sends only the difference, model/itens-diferenca).

/** What the retry of an unanswered creating write reads, kept with the submission's progress (ids and a time only). */
export type Conferencia = { tipo: 'internacao'; pedidoId: number } | ConferenciaAgendamento;

type ConferenciaAgendamento = {
  tipo: 'agendamento';
  pedidoId: number;
  sala: number;
  equipe: number;
  /** The start the unanswered POST sent. */
  inicio: string;
};

/** The request's admission as read back (null fields: not readable). */
interface InternacaoLida {
  id: number | null;
  idLegado: number | null;
  diariasPrevistas: number | null;
  leitoUTI: boolean | null;
}

/** A booked request of the room as read back. */
export interface ReservaConferida {
  id: number;
  dataInicio: string;
  dataFim: string;
}

/** What the read answered; null when it failed. */
export type Leitura =
  | { tipo: 'internacao'; internacao: InternacaoLida | null }
  | { tipo: 'agendamento'; reservas: readonly ReservaConferida[] };

type Veredito =
  /** The record exists as the write would make it: the write is skipped, `id` recorded. */
  | { estado: 'encontrada'; id: number }
  /** The record exists with other content (the form changed since): it is updated, not created again. */
  | { estado: 'diferente'; id: number }
  | { estado: 'ausente' }
  /** The read failed or cannot be compared: the write is sent. */
  | { estado: 'indeterminada' };

type Corpo = Readonly<Record<string, unknown>> | undefined;

const minuto = (v: unknown) => readDateTime(v)?.slice(0, 16) ?? null;

function conferirInternacao(lida: InternacaoLida | null, corpo: Corpo): Veredito {
  if (!lida || lida.id === null) return { estado: 'ausente' };
  const enviado = {
    idLegado: readId(corpo?.idLegado),
    diariasPrevistas: readDecimal(corpo?.diariasPrevistas),
    leitoUTI: readFlag(corpo?.leitoUTI),
  };
  const campos = ['idLegado', 'diariasPrevistas', 'leitoUTI'] as const;
  // A field sent but not readable back cannot be compared.
  if (campos.some((k) => enviado[k] !== null && lida[k] === null)) return { estado: 'indeterminada' };
  const igual = campos.every((k) => enviado[k] === null || enviado[k] === lida[k]);
  return { estado: igual ? 'encontrada' : 'diferente', id: lida.id };
}

function conferirAgendamento(c: ConferenciaAgendamento, reservas: readonly ReservaConferida[], corpo: Corpo): Veredito {
  const doPedido = reservas.find((r) => r.id === c.pedidoId && minuto(r.dataInicio) === minuto(c.inicio));
  if (!doPedido) return { estado: 'ausente' };
  const igual =
    minuto(doPedido.dataInicio) === minuto(corpo?.inicioCirurgia) &&
    minuto(doPedido.dataFim) === minuto(corpo?.finalEfetivoCirurgia);
  // The booking is addressed by its request (docs/decisions.md 'PUT /api/agendamentoSalaCirurgia/{id}: which id').
  return { estado: igual ? 'encontrada' : 'diferente', id: c.pedidoId };
}

/**
 * Whether the unanswered write (read through `c`) reached the server, from what the read answered (`null`: it
 * failed), compared with what the retry would send now (`corpo`).
 */
export function conferirReenvio(c: Conferencia, leitura: Leitura | null, corpo: Corpo): Veredito {
  if (c.tipo === 'internacao' && leitura?.tipo === 'internacao') return conferirInternacao(leitura.internacao, corpo);
  if (c.tipo === 'agendamento' && leitura?.tipo === 'agendamento')
    return conferirAgendamento(c, leitura.reservas, corpo);
  return { estado: 'indeterminada' };
}

/** What the retry does with a POST after the verdict: skip it (the answer to record), update the record, or send it. */
type Reenvio<W> = { pular: true; resposta: { id: number } } | { pular: false; write: W };

export function reenvioApos<W extends { method: string; path: string }>(write: W, v: Veredito): Reenvio<W> {
  if (v.estado === 'encontrada') return { pular: true, resposta: { id: v.id } };
  if (v.estado === 'diferente')
    return { pular: false, write: { ...write, method: 'PUT', path: `${write.path}/${v.id}` } };
  return { pular: false, write };
}
