// What each status means to a patient and what happens next, in one plain line (docs/decisions/012-rastreamento-failure.md,
// 'Words a patient understands'). Status names come from the server and the specification lists only CANCELADO and
// FINALIZADO (requester-side.md §4); the others are the statuses the managers' screens use. An unknown status shows
// its name alone.

const chave = (status: string) =>
  status
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();

const EXPLICACOES: Readonly<Record<string, string>> = {
  'AGUARDANDO CONFERENCIA': 'O pedido chegou ao centro cirúrgico e será conferido pela equipe.',
  CONFERIDO: 'A equipe conferiu o pedido, que agora segue para a avaliação das áreas técnicas do hospital.',
  'REVISAO TECNICA': 'O pedido está sendo revisto pela equipe antes de seguir para a avaliação.',
  'AGUARDANDO PARECER': 'As áreas técnicas do hospital estão avaliando o pedido; depois ele segue para aprovação.',
  APROVADO: 'O pedido foi aprovado e aguarda a marcação da data da cirurgia.',
  AGENDADO: 'A cirurgia tem data marcada. A equipe que acompanha você passará as orientações.',
  REAGENDADO: 'A data da cirurgia mudou. A equipe que acompanha você informará a nova data.',
  FINALIZADO: 'O pedido concluiu todas as etapas.',
  CANCELADO: 'O pedido foi cancelado e não seguirá adiante. Em caso de dúvida, procure a equipe que fez o pedido.',
};

/** The plain line of a status, whatever its accents, case or spacing; null for a status the page does not know. */
export function explicacaoStatus(status: string | null): string | null {
  return status ? (EXPLICACOES[chave(status)] ?? null) : null;
}

/** Whether the status is the cancellation (CANCELADO, requester-side.md §4). */
export function ehCancelado(status: string | null): boolean {
  return status !== null && chave(status) === 'CANCELADO';
}
