import { readDecimal, readId, readIdList } from '@/lib/schema/normalise';
import { nextId } from '../../db/db';
import type { MockDemandaCompleta } from '../../db/demandas-tables';
import type { MockPedido } from '../../db/pedido-types';
import { jsonList, pacienteDoLegado } from './demanda-registro';
import { atendimentoSalvo, pacienteSalvo } from './wizard-pedido';

/** The request's eOncologica ('1' Sim / '2' Não) from a demand's id. */
function oncologica(value: 1 | 2 | null): '1' | '2' | null {
  if (value === null) return null;
  return value === 1 ? '1' : '2';
}

/**
 * The request POST /api/incluirPedidoCirurgiaPorDemanda creates (docs/decisions.md 'Request made from a demand'): a
 * blank request filled with what the demand holds (§3 'Demand') and nothing else, so priority, anaesthesia,
 * modality, the clinical texts and the medical area are asked in the request wizard.
 */
export function pedidoDaDemanda(demanda: MockDemandaCompleta, blank: MockPedido): MockPedido {
  const body = demanda.payload ?? {};
  const paciente = pacienteSalvo(readId(body.paciente)) ?? pacienteDoLegado(demanda, nextId());
  return {
    ...blank,
    profissionalResponsavel: demanda.profissionalResponsavel ?? blank.profissionalRequisitante,
    equipeRequisitante: demanda.equipe,
    paciente,
    atendimento: atendimentoSalvo(readId(body.atendimento)),
    centroCirurgico: demanda.centroCirurgico,
    lateralidade: demanda.lateralidade,
    indicacaoClinica: demanda.indicacaoClinica,
    duracaoEstimada: demanda.duracaoEstimada,
    eOncologica: oncologica(demanda.eOncologica),
    procedimentoPrincipal: demanda.procedimentoPrincipal || null,
    quantidadeProcedimentoPrincipal: readDecimal(body.quantidadeProcedimentoPrincipal),
    procedimentoSecundario: jsonList(body.procedimentoSecundario).flatMap((s) => {
      const procedimento = readId(s);
      const quantidade = readDecimal(s && typeof s === 'object' && 'quantidade' in s ? s.quantidade : null) ?? 1;
      return procedimento === null ? [] : [{ procedimento, quantidade }];
    }),
    cidPrincipal: readId(body.cidPrincipal),
    cidSecundario: readIdList(body.cidSecundario) ?? [],
    codigoLeitoInternacao: readId(body.codigoLeitoInternacao),
    dataHoraSugerida: demanda.dataHoraSugerida,
    idDemanda: demanda.id,
  };
}
