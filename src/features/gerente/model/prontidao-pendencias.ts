import type { ParecerPedido } from '@/api/pareceres/parecer-pedido';
import type { SlaClasse } from './sla';

// Prontidão: what could still stop a coming surgery (docs/decisions/023-prontidao.md). One rule per kind of
// pendência, each a pure function of the manager row's documented fields (wizards-and-management.md §3 'Manager list
// row') and the configuration.

type TipoPendencia =
  | 'conferencia'
  | 'parecerPendente'
  | 'parecerRejeitado'
  | 'avaliacaoAnestesica'
  | 'parecerExigido'
  | 'leito'
  | 'sla'
  | 'verificando'
  | 'desconhecido';

/** What the request's two OPME reads found: items, none, not read yet, or a read that failed. */
export type LeituraOpme = 'com' | 'sem' | 'verificando' | 'falhou';

/** A technical area as the view names it: its id and its short name ('ANE', 'OPME'). */
export interface AreaPendencia {
  id: number;
  sigla: string;
}

export interface Pendencia {
  tipo: TipoPendencia;
  /** The chip's text, also the counter that filters by it. */
  rotulo: string;
  /** The chip's tooltip. */
  dica: string;
  /** The area that owes an opinion or evaluation (opinion kinds only). */
  area: AreaPendencia | null;
}

/** What the rules read of a manager row. */
export interface PedidoProntidao {
  primeiraConferencia: string | null;
  status_id: number | null;
  /** null: the answer's opinions could not be read. */
  pareceresPedido: readonly ParecerPedido[] | null;
  necessariaAvaliacaoAnestesica: boolean | null;
  modalidadeAtendimento: { id: number | null; recursosBloqueados: readonly number[] } | null;
  codigoLeitoInternacao: string | null;
  possuiHemoterapico: boolean | null;
  /** What the request's OPME boxes and materials reads found (prontidao-exigencias.ts). */
  opme: LeituraOpme;
  sla: SlaClasse | null;
  dataCirurgiaExibida: string | null;
}

/** The configuration the rules read (GET /api/configuracoes, /api/configuracoesRecursoSistema). */
export interface ProntidaoConfig {
  /** The statuses of a request that has not been conferred yet (the initial and the technical-review status). */
  statusInicial: number | null;
  statusRevisaoTecnica: number | null;
  parecerPendente: number | null;
  parecerRejeicao: number | null;
  areaTecnicaAnestesia: number | null;
  modalidadeAmbulatorial: number | null;
  recursoInternacao: number | null;
  recursoAvaliacaoAnestesica: number | null;
  /** The catalogue's code of each area (GET /api/areaTecnica), by id. */
  codigosArea: ReadonlyMap<number, string>;
}

export const CONFERENCIA_DESCONHECIDA = 'Não foi possível saber se o pedido passou pela conferência';
export const LEITO_DESCONHECIDO = 'Não foi possível saber se o pedido precisa de leito';

/** A pendência of `tipo` with its chip's text and tooltip. */
export const pendencia = (tipo: TipoPendencia, rotulo: string, dica: string, area: AreaPendencia | null = null) => ({
  tipo,
  rotulo,
  dica,
  area,
});

/**
 * An area's short name: its catalogue code when four letters or fewer ('OPME', 'NIR'), else the code's first three
 * ('ANESTESIA' → 'ANE'); without a code, the name the row gave, whole; without either, 'Área {id}'.
 */
export function siglaDaArea(codigo: string | null | undefined, descricao: string | null, id: number): string {
  const c = codigo?.trim();
  if (c) return c.length <= 4 || /\s/.test(c) ? c : c.slice(0, 3);
  return descricao?.trim() || `Área ${id}`;
}

/**
 * 'Sem conferência': no first conference and a status from before it (the initial status, or the technical review a
 * request re-sent unconferred is in). A status past the conference (APROVADO, REAGENDADO, …) settles it whatever
 * `primeiraConferencia` says; a status or configuration that cannot be read, with no conference, is unknown.
 */
export function pendenciaConferencia(p: PedidoProntidao, config: ProntidaoConfig): Pendencia | null {
  if (p.primeiraConferencia) return null;
  if (p.status_id === null || config.statusInicial === null) {
    const dica = 'Sem a data da primeira conferência e sem um status legível.';
    return pendencia('desconhecido', CONFERENCIA_DESCONHECIDA, dica);
  }
  if (p.status_id !== config.statusInicial && p.status_id !== config.statusRevisaoTecnica) return null;
  return pendencia('conferencia', 'Sem conferência', 'O pedido ainda não passou pela primeira conferência da gestão.');
}

/** 'SLA expirando' or 'SLA fora do prazo' from the list's SLA dot (§4 'SLA on the manager list'). */
export function pendenciaSla(p: PedidoProntidao): Pendencia | null {
  if (p.sla === 'prazoAlerta') return pendencia('sla', 'SLA expirando', 'O status atual está perto do limite do SLA.');
  if (p.sla === 'prazoLimite') return pendencia('sla', 'SLA fora do prazo', 'O status atual passou do limite do SLA.');
  return null;
}

/** A surgery date the answer did not give: the request cannot be placed in time, so it is never 'Pronto'. */
export function pendenciaData(p: PedidoProntidao): Pendencia | null {
  if (p.dataCirurgiaExibida) return null;
  return pendencia(
    'desconhecido',
    'Não foi possível ler a data da cirurgia',
    'A resposta do servidor não trouxe a data.',
  );
}

const areaDe = (parecer: ParecerPedido, config: ProntidaoConfig): AreaPendencia | null => {
  const id = parecer.areaTecnica?.id;
  if (id === null || id === undefined) return null;
  return { id, sigla: siglaDaArea(config.codigosArea.get(id), parecer.areaTecnica?.descricao ?? null, id) };
};

/** Each area's last opinion (the back-end may send several), in the order the areas first appear. */
function ultimosPorArea(pareceres: readonly ParecerPedido[]): ParecerPedido[] {
  const porArea = new Map<number | null, ParecerPedido>();
  for (const p of pareceres) porArea.set(p.areaTecnica?.id ?? null, p);
  return [...porArea.values()];
}

const DESCONHECIDO = 'A resposta do servidor não permite saber este parecer.';
/** The chip of opinions that cannot be read (the list, or the configuration that names them). */
export const ILEGIVEIS = 'Não foi possível ler os pareceres';

/**
 * 'Parecer {área} pendente' / '… rejeitado' for each area whose last recorded opinion is the configured pending or
 * rejection; any other opinion (approval, the system's automatic approval) counts as given. An opinion, an area or a
 * configuration that cannot be read is unknown, never given.
 */
export function pendenciasDeParecer(p: PedidoProntidao, config: ProntidaoConfig): Pendencia[] {
  if (p.pareceresPedido === null) return [pendencia('desconhecido', ILEGIVEIS, DESCONHECIDO)];
  if (p.pareceresPedido.length === 0) return [];
  if (config.parecerPendente === null || config.parecerRejeicao === null) {
    return [pendencia('desconhecido', ILEGIVEIS, 'A configuração dos pareceres não pôde ser lida.')];
  }
  return ultimosPorArea(p.pareceresPedido).flatMap((parecer): Pendencia[] => {
    const area = areaDe(parecer, config);
    const opiniao = parecer.parecerTecnico?.id ?? null;
    if (!area) return [pendencia('desconhecido', 'Não foi possível saber de que área é um parecer', DESCONHECIDO)];
    if (opiniao === null) {
      return [pendencia('desconhecido', `Não foi possível ler o parecer ${area.sigla}`, DESCONHECIDO, area)];
    }
    const justificativa = parecer.justificativa?.trim();
    const dica = (texto: string) => (justificativa ? `${texto} Justificativa: ${justificativa}` : texto);
    if (opiniao === config.parecerPendente) {
      const rotulo = `Parecer ${area.sigla} pendente`;
      return [pendencia('parecerPendente', rotulo, dica(`A área ${area.sigla} deixou o parecer pendente.`), area)];
    }
    if (opiniao === config.parecerRejeicao) {
      const rotulo = `Parecer ${area.sigla} rejeitado`;
      return [pendencia('parecerRejeitado', rotulo, dica(`A área ${area.sigla} rejeitou o pedido.`), area)];
    }
    return [];
  });
}

/** Whether the request's modality blocks the resource (docs/decisions.md 'resources'). */
export const bloqueia = (p: PedidoProntidao, recurso: number | null) =>
  recurso !== null && (p.modalidadeAtendimento?.recursosBloqueados.includes(recurso) ?? false);

/**
 * 'Sem leito': no bed for a request that is not ambulatory and whose modality does not block the admission. With no
 * bed and a modality that cannot be read, unknown.
 */
export function pendenciaLeito(p: PedidoProntidao, config: ProntidaoConfig): Pendencia | null {
  if (p.codigoLeitoInternacao) return null;
  const modalidade = p.modalidadeAtendimento?.id ?? null;
  if (modalidade === null) {
    return pendencia('desconhecido', LEITO_DESCONHECIDO, 'Sem leito e sem a modalidade para saber se precisa de um.');
  }
  if (modalidade === config.modalidadeAmbulatorial || bloqueia(p, config.recursoInternacao)) return null;
  return pendencia('leito', 'Sem leito', 'O pedido precisa de internação e ainda não tem leito.');
}
