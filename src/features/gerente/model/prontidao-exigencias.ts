import type { AreaPendencia, PedidoProntidao, Pendencia, ProntidaoConfig } from './prontidao-pendencias';
import { bloqueia, pendencia, siglaDaArea } from './prontidao-pendencias';

// The areas a request itself shows it needs (docs/decisions/023-prontidao.md, 'Which opinions count'): anaesthesia
// (the evaluation flag), NIR (a bed), the blood bank (blood products) and OPME (OPME boxes or materials). One that has
// recorded no opinion is owed; one whose need cannot be read is unknown, never 'Pronto'.

/** The areas that may be owed, in the order their chips show. */
const AREAS_EXIGIDAS = ['anestesia', 'nir', 'hemoterapia', 'opme'] as const;
type AreaExigida = (typeof AREAS_EXIGIDAS)[number];

/**
 * The catalogue codes (GET /api/areaTecnica) of the areas no configuration key names, as the checklist's columns
 * name them (docs/decisions.md 'Which area is OPME'); anaesthesia is the configuration's `areaTecnicaAnestesia`.
 */
export const CODIGOS_AREA_EXIGIDA: Record<Exclude<AreaExigida, 'anestesia'>, string> = {
  nir: 'NIR',
  hemoterapia: 'HEMOTERAPIA',
  opme: 'OPME',
};

/** How the unknown chip names the area in plain words. */
const NOMES: Record<AreaExigida, string> = {
  anestesia: 'a anestesia',
  nir: 'o NIR',
  hemoterapia: 'a hemoterapia',
  opme: 'a OPME',
};

/** The id of the catalogue area with `codigo` (any case), or null when the catalogue has none. */
export function areaPorCodigo(codigosArea: ReadonlyMap<number, string>, codigo: string): number | null {
  for (const [id, c] of codigosArea) if (c.trim().toUpperCase() === codigo) return id;
  return null;
}

/** The bed code as the wizard reads it: an integer, else none. */
const leito = (codigo: string | null) => (codigo && /^\s*\d+\s*$/.test(codigo) ? Number(codigo) : 0);

/**
 * Whether the request needs the area's opinion: true, false, null (cannot be read) or 'verificando' (OPME's reads
 * are still running). NIR follows the rule by which Enviar adds the default item that requires a NIR opinion
 * (wizards-and-management.md §4 'Submission of a request': a bed code above 0, unless the modality blocks the
 * admission); the accommodation is not in the row (docs/decisions/023-prontidao.md says why the bed decides).
 */
function necessidade(p: PedidoProntidao, area: AreaExigida, config: ProntidaoConfig): boolean | null | 'verificando' {
  switch (area) {
    case 'anestesia':
      if (p.necessariaAvaliacaoAnestesica === false || bloqueia(p, config.recursoAvaliacaoAnestesica)) return false;
      return p.necessariaAvaliacaoAnestesica;
    case 'nir':
      if (leito(p.codigoLeitoInternacao) <= 0) return false;
      if (!p.modalidadeAtendimento || config.recursoInternacao === null) return null;
      return !bloqueia(p, config.recursoInternacao);
    case 'hemoterapia':
      return p.possuiHemoterapico;
    case 'opme':
      if (p.opme === 'verificando') return 'verificando';
      return p.opme === 'falhou' ? null : p.opme === 'com';
  }
}

/** The area's id: the configuration's for anaesthesia, the catalogue's by code for the others. */
export function idDaArea(area: AreaExigida, config: ProntidaoConfig): number | null {
  if (area === 'anestesia') return config.areaTecnicaAnestesia;
  return areaPorCodigo(config.codigosArea, CODIGOS_AREA_EXIGIDA[area]);
}

const ROTULO_ANESTESIA = 'Avaliação anestésica sem parecer';

function owed(area: AreaExigida, a: AreaPendencia): Pendencia {
  if (area === 'anestesia') {
    const dica = 'O pedido precisa de avaliação anestésica e a anestesia ainda não deu parecer.';
    return pendencia('avaliacaoAnestesica', ROTULO_ANESTESIA, dica, a);
  }
  const motivo = { nir: 'tem leito', hemoterapia: 'tem hemocomponentes', opme: 'tem caixas ou materiais OPME' }[area];
  const dica = `O pedido ${motivo} e a área ${a.sigla} ainda não deu parecer.`;
  return pendencia('parecerExigido', `Sem parecer ${a.sigla}`, dica, a);
}

/**
 * The owed opinions of the areas the request shows it needs and that have recorded none; 'OPME: verificando' while
 * OPME's reads run; unknown (in plain words) when the need or the area cannot be read.
 */
export function pendenciasExigidas(p: PedidoProntidao, config: ProntidaoConfig): Pendencia[] {
  const pareceres = p.pareceresPedido;
  if (pareceres === null) return []; // already unknown as a whole (pendenciasDeParecer)
  return AREAS_EXIGIDAS.flatMap((area): Pendencia[] => {
    const id = idDaArea(area, config);
    if (id !== null && pareceres.some((x) => x.areaTecnica?.id === id)) return [];
    const precisa = necessidade(p, area, config);
    if (precisa === false) return [];
    const a = id === null ? null : { id, sigla: siglaDaArea(config.codigosArea.get(id), null, id) };
    if (precisa === 'verificando') {
      return [pendencia('verificando', 'OPME: verificando', 'Lendo as caixas e os materiais OPME do pedido.', a)];
    }
    if (precisa === null) {
      const rotulo = `Não foi possível saber se ${NOMES[area]} precisa dar parecer`;
      return [pendencia('desconhecido', rotulo, 'A resposta do servidor não permite saber se o parecer é exigido.', a)];
    }
    if (!a) {
      const rotulo = `Não foi possível saber qual área é ${NOMES[area]}`;
      return [pendencia('desconhecido', rotulo, 'A área não está no catálogo de áreas técnicas.')];
    }
    return [owed(area, a)];
  });
}
