import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { shellKeys } from './keys';

const id = z.number().nullish();

/** GET /api/configuracoes (spec §3 Configuration). */
export const configuracoesSchema = z.looseObject({
  statusInicial: id,
  statusInicialDemanda: id,
  statusRevisaoTecnica: id,
  statusReagendado: id,
  statusCancelado: id,
  statusFinalizado: id,
  statusMostraPedidoAreaTecnica: z.string().nullish(),
  caraterEletivo: id,
  caraterUrgencia: id,
  caraterUrgenciaEmergencia: id,
  caraterUrgenciaLegado: id,
  caraterEletivoLegado: id,
  caraterPadraoDemanda: id,
  caraterPadrao: id,
  caraterPadraoNome: z.string().nullish(),
  modalidadeAmbulatorial: id,
  acomodacaoPadrao: id,
  acomodacaoPadraoNome: z.string().nullish(),
  convenioPadrao: id,
  convenioPadraoNome: z.string().nullish(),
  categoriaConvenioPublico: id,
  categoriaConvenioSuplementar: id,
  intervaloUsoSalaCirurgica: id,
  itemPadraoExigenciaParecerNir: id,
  itensInclusaoAutomaticaSaudeSuplementar: z.string().nullish(),
  parecerRejeicao: id,
  parecerPendente: id,
  parecerAprovacaoSistema: id,
  areaTecnicaAnestesia: id,
  areasTecnicasSemBloqueioParecer: z.string().nullish(),
  diasPeriodoFiltroPedidosCirurgia: id,
  diasPeriodoFiltroChecklist: id,
  tipoTransfusaoProgramada: id,
  perspectivaDiasUteis: id,
  perspectivaDiasCorridos: id,
  perspectivaHorasUteis: id,
  perspectivaHorasCorridas: id,
});
export type Configuracoes = z.infer<typeof configuracoesSchema>;

export const FALHA_CONFIGURACOES = 'Falha ao recuperar as configurações do sistema';

export const configuracoesQuery = () =>
  queryOptions({
    queryKey: shellKeys.configuracoes,
    queryFn: async ({ signal }) => configuracoesSchema.parse(await mainApi.get('/api/configuracoes', { signal })),
    retry: false,
    staleTime: 0,
    meta: { errorToast: FALHA_CONFIGURACOES },
  });

