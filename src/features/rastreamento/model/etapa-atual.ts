// The tracking stepper's current step (requester-side.md §4: 'The tracking stepper shows the current step reported
// by the server'). Pure: the screen and its tests share it.

/** A step of the stepper, as the screen reads it. */
export interface EtapaRastreio {
  /** The status name; null when the back-end's entry could not be read (the step still holds its place). */
  descricao: string | null;
  /** Display colour of the status (CSS colour), when sent. */
  cor: string | null;
  /** When the request reached the step: São Paulo wall clock 'yyyy-MM-ddTHH:mm:ss', when sent. */
  data: string | null;
}

const nome = (text: string | null) => (text ?? '').trim().toLocaleUpperCase('pt-BR');

/**
 * Index of the current step: `stepAtualPedido` when it names a step (0-based, as the stepper's active index), else
 * the step named like `statusPedido`, else null (no step is marked; the status is still shown).
 */
export function etapaAtual(
  etapas: readonly EtapaRastreio[],
  stepAtualPedido: number | null,
  statusPedido: string | null,
): number | null {
  if (stepAtualPedido !== null && stepAtualPedido >= 0 && stepAtualPedido < etapas.length) return stepAtualPedido;
  const status = nome(statusPedido);
  if (!status) return null;
  const porNome = etapas.findIndex((e) => nome(e.descricao) === status);
  return porNome >= 0 ? porNome : null;
}

/** 'Etapa n de m' for the current step (what a phone shows instead of the whole stepper). */
export function rotuloEtapa(atual: number, total: number): string {
  return `Etapa ${atual + 1} de ${total}`;
}

/** The history: the steps reached, up to and including the current one (none when no step is current). */
export function etapasAlcancadas(etapas: readonly EtapaRastreio[], atual: number | null): EtapaRastreio[] {
  return atual === null ? [] : etapas.slice(0, atual + 1);
}
