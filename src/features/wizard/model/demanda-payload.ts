import type { CorpoDe } from '@/api/escritas/campos';
import type { DEMANDA_CAMPOS } from './escritas-campos';
import type { WizardForm } from './form';

// A demand's update (wizards-and-management.md §3 'Demand', §7 'Demand'): the documented names, sent form-encoded.

export interface DemandaContexto {
  demandaId: number;
  profissionalInclusao: number | null;
  equipeRequisitante: number | null;
  statusInicialDemanda: number | null;
  /** Items already stored on the demand: not posted again. */
  itensSalvos?: readonly { grupo: string; item: number }[];
  /** A manager's correction: what of the payload is written (payloadCorrecao). */
  corrigir?: (payload: Record<string, unknown>) => Record<string, unknown>;
}

const orNull = (text: string) => (text.trim() ? text : null);

/** The §3 'Demand' fields, in the documented names (PUT sends them form-encoded). */
export function toDemandaPayload(f: WizardForm, c: DemandaContexto): Record<string, unknown> {
  return {
    atendimento: f.ids.atendimento,
    paciente: f.ids.paciente ?? f.paciente.seqPaciente,
    status: c.statusInicialDemanda,
    motivoRejeicao: null,
    profissionalInclusao: c.profissionalInclusao,
    dataHoraSugerida: orNull(f.dataHoraSugerida),
    profissionalResponsavel: f.responsavel,
    centroCirurgico: f.centro,
    lateralidade: f.lateralidade,
    indicacaoClinica: f.indicacao,
    cidPrincipal: f.cidPrincipal,
    cidSecundario: f.cidsSecundarios,
    internacao: f.ids.internacao,
    procedimentoPrincipal: f.procedimentoPrincipal,
    quantidadeProcedimentoPrincipal: f.quantidadePrincipal,
    procedimentoSecundario: f.secundarios.map((s) => ({ id: s.id, quantidade: s.quantidade })),
    salvo: 1,
    duracaoEstimada: f.duracaoEstimada,
    equipeRequisitante: c.equipeRequisitante,
    codigoLeitoInternacao: f.internacao?.leito ? Number(f.internacao.leito) || null : null,
    ano0: null,
    eOncologica: f.oncologica === null ? null : Number(f.oncologica),
  } satisfies CorpoDe<typeof DEMANDA_CAMPOS>;
}
