import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseKeys } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { shellKeys } from './keys';

/** GET /api/configuracoes (spec §3 Configuration), read key by key: one unreadable key costs only its default. */
const configuracoesSchema = z.object({
  statusInicial: L.id(),
  statusInicialDemanda: L.id(),
  statusRevisaoTecnica: L.id(),
  statusReagendado: L.id(),
  statusCancelado: L.id(),
  statusFinalizado: L.id(),
  statusMostraPedidoAreaTecnica: L.idList(),
  caraterEletivo: L.id(),
  caraterUrgencia: L.id(),
  caraterUrgenciaEmergencia: L.id(),
  caraterUrgenciaLegado: L.id(),
  caraterEletivoLegado: L.id(),
  caraterPadraoDemanda: L.id(),
  caraterPadrao: L.id(),
  caraterPadraoNome: L.text(),
  modalidadeAmbulatorial: L.id(),
  acomodacaoPadrao: L.id(),
  acomodacaoPadraoNome: L.text(),
  convenioPadrao: L.id(),
  convenioPadraoNome: L.text(),
  categoriaConvenioPublico: L.id(),
  categoriaConvenioSuplementar: L.id(),
  intervaloUsoSalaCirurgica: L.decimal(),
  itemPadraoExigenciaParecerNir: L.id(),
  itensInclusaoAutomaticaSaudeSuplementar: L.idList(),
  parecerRejeicao: L.id(),
  parecerPendente: L.id(),
  parecerAprovacaoSistema: L.id(),
  areaTecnicaAnestesia: L.id(),
  areasTecnicasSemBloqueioParecer: L.idList(),
  diasPeriodoFiltroPedidosCirurgia: L.decimal(),
  diasPeriodoFiltroChecklist: L.decimal(),
  tipoTransfusaoProgramada: L.id(),
  perspectivaDiasUteis: L.id(),
  perspectivaDiasCorridos: L.id(),
  perspectivaHorasUteis: L.id(),
  perspectivaHorasCorridas: L.id(),
});
export type Configuracoes = z.output<typeof configuracoesSchema>;

/** Documented defaults (constants.md, wizards-and-management.md §4) for keys the server omits or sends unreadable. */
const DEFAULTS: Partial<Configuracoes> = {};

export const FALHA_CONFIGURACOES = 'Falha ao recuperar as configurações do sistema';

/** Reads a /api/configuracoes body; only a body that is no object fails. */
export function parseConfiguracoes(data: unknown): Configuracoes {
  return parseKeys(configuracoesSchema, DEFAULTS, data, 'GET /api/configuracoes');
}

export const configuracoesQuery = () =>
  queryOptions({
    queryKey: shellKeys.configuracoes,
    queryFn: async ({ signal }) => parseConfiguracoes(await mainApi.get('/api/configuracoes', { signal })),
    retry: false,
    staleTime: 0,
    meta: { errorToast: FALHA_CONFIGURACOES },
  });
