import type { WizardSeed } from '../draft/draft-storage';
import { CONFERENCIA } from './conferencia';
import { CORRECAO_DEMANDA } from './correcao-demanda';
import { FAVORITO } from './favorito';
import { NOVA_DEMANDA } from './nova-demanda';
import { NOVO_PEDIDO } from './novo-pedido';
import { REAGENDAMENTO } from './reagendamento';
import type { RunId, RunSpec } from './run-spec';
import { TRANSFORMACAO } from './transformacao';

/** Every kind of wizard run (docs/decisions/018-wizard-run-specs.md). */
export const RUN_SPECS: Readonly<Record<RunId, RunSpec>> = {
  novoPedido: NOVO_PEDIDO,
  favorito: FAVORITO,
  transformacao: TRANSFORMACAO,
  conferencia: CONFERENCIA,
  reagendamento: REAGENDAMENTO,
  novaDemanda: NOVA_DEMANDA,
  correcaoDemanda: CORRECAO_DEMANDA,
};

/** The run of /admin/wizard a draft's seed holds: the request a demand became, one from a favourite, or a new one. */
export function pedidoRunOf(seed: WizardSeed | null | undefined): RunSpec {
  if (seed?.idDemanda) return TRANSFORMACAO;
  if (seed?.idPedidoFavorito) return FAVORITO;
  return NOVO_PEDIDO;
}
