import { paths } from '@/config/paths';
import { runOfAddress } from '../draft/run-start';
import { CONFERENCIA } from './conferencia';
import { CORRECAO_DEMANDA } from './correcao-demanda';
import { FAVORITO } from './favorito';
import { NOVA_DEMANDA } from './nova-demanda';
import { NOVO_PEDIDO } from './novo-pedido';
import { REAGENDAMENTO } from './reagendamento';
import type { RunId, RunSpec } from './run-spec';
import { TRANSFORMACAO } from './transformacao';

/** Every kind of wizard run (docs/decisions/018-wizard-run-specs.md). */
const RUN_SPECS: Readonly<Record<RunId, RunSpec>> = {
  novoPedido: NOVO_PEDIDO,
  favorito: FAVORITO,
  transformacao: TRANSFORMACAO,
  conferencia: CONFERENCIA,
  reagendamento: REAGENDAMENTO,
  novaDemanda: NOVA_DEMANDA,
  correcaoDemanda: CORRECAO_DEMANDA,
};

/**
 * The kind of run an address names (src/config/wizard-runs.ts), or null when it names none (the manager's wizard
 * without a request).
 */
export function runSpecOf(address: string): RunSpec | null {
  const pathname = address.split('?')[0];
  if (pathname === paths.wizardDemanda) return NOVA_DEMANDA;
  if (pathname === paths.demandas) return CORRECAO_DEMANDA;
  const start = runOfAddress(address);
  switch (start.kind) {
    case 'gerente':
      return RUN_SPECS[start.modo];
    case 'favorito':
      return FAVORITO;
    case 'transformacao':
      return TRANSFORMACAO;
    case 'nenhum':
      return null;
    default:
      return NOVO_PEDIDO;
  }
}
