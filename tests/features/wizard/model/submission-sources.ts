import type { SubmissionSources } from '@/features/wizard/model/submission-input';

/** What a request's submission reads besides the form, for request 1050 sent by carlos.mendes (professional 101). */
export const sources = (extra: Partial<SubmissionSources> = {}): SubmissionSources => ({
  pedidoId: 1050,
  edicao: false,
  modelo: null,
  idDemanda: null,
  profissional: { userid: 1, username: 'carlos.mendes', profissional_id: 101, equipe_id: 1 },
  config: {
    statusInicial: 1,
    statusRevisaoTecnica: 3,
    statusReagendado: 4,
    caraterUrgencia: 2,
    itemPadraoExigenciaParecerNir: 501,
    itensInclusaoAutomaticaSaudeSuplementar: [502],
  },
  acomodacaoExigeNir: false,
  internacaoBloqueada: false,
  ...extra,
});
