// The opinion's description (wizards-and-management.md §5 'Technical opinions', §8 'Technical area and dashboard').

export const PARECER_OBRIGATORIO = 'Para rejeição ou pendência o parecer é obrigatório';
export const SELECIONE_PARECER = 'Selecione o parecer.';
/** The list dialog's limit and the agenda dialog's (§5). */
export const MAX_LISTA = 4000;
export const MAX_AGENDA = 300;

export const maximoExcedido = (max: number) => `O parecer deve ter no máximo ${max} caracteres.`;

type Descricao = { ok: true; justificativa: string } | { ok: false; erro: string };

/**
 * The justificativa to send: required (trimmed) for rejection and pending, '-' when another opinion has none,
 * never over `max` characters.
 */
export function descricaoDoParecer(
  parecerTecnico: number | null,
  texto: string,
  config: { parecerRejeicao: number | null; parecerPendente: number | null },
  max: number,
): Descricao {
  if (parecerTecnico === null) return { ok: false, erro: SELECIONE_PARECER };
  const limpo = texto.trim();
  if (limpo.length > max) return { ok: false, erro: maximoExcedido(max) };
  const exige = parecerTecnico === config.parecerRejeicao || parecerTecnico === config.parecerPendente;
  if (!limpo) return exige ? { ok: false, erro: PARECER_OBRIGATORIO } : { ok: true, justificativa: '-' };
  return { ok: true, justificativa: limpo };
}
