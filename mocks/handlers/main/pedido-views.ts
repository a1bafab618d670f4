import { cat, db } from '../../db/db';
import type { MockItemPedido, MockPedido } from '../../db/pedido-types';
import type { LinhaLida, RespostaLida } from '../lido-pelo-app';
import type { pedidoDetailSchema } from '@/api/pedidos/pedido-detail';
import type { PedidoRow } from '@/api/pedidos/pedido-row';

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.id === id);

export const nomeProfissional = (id: number | null) => byId(cat.profissionais, id);

function modalidade(p: MockPedido) {
  const m = byId(cat.modalidades, p.modalidadeAtendimento);
  return m ? { id: m.id, descricao: m.descricao, recursosBloqueados: m.recursosBloqueados } : null;
}

/** A CID as the request detail nests it. */
export function cid(id: number | null) {
  const c = byId(cat.cids, id);
  return c ? { id: c.id, codigo: c.codigo, descricao: c.descricao } : null;
}

const statusOf = (p: MockPedido) => byId(cat.status, p.status);

/** Whether a request has a note addressed to the doctor that was not read yet. */
function anotacaoPendente(pedidoId: number): 0 | 1 {
  return db.anotacoes.some((a) => a.pedidoCirurgia === pedidoId && a.mostraMeusPedidos && !a.dataVisualizacao) ? 1 : 0;
}

/** A row of the requester lists (requester-side.md §3 'Request list row'). */
export function pedidoRow(p: MockPedido) {
  const procedimento = byId(cat.procedimentos, p.procedimentoPrincipal);
  const status = statusOf(p);
  const requisitante = nomeProfissional(p.profissionalRequisitante);
  return {
    id: p.id,
    codigo: p.codigo,
    requisitante: requisitante?.nome ?? null,
    profissionalRequisitante: requisitante?.nome ?? null,
    paciente: p.paciente?.nome ?? null,
    paciente_idLegado: p.paciente?.idLegado ?? null,
    idLegadoPaciente: p.paciente?.idLegado ?? null,
    GMR: p.paciente?.GMR ? 'True' : 'False',
    eOncologica: p.eOncologica,
    procedimento: procedimento?.descricao ?? null,
    codigoProcedimento: procedimento?.codigo ?? null,
    dataInclusao: p.dataInclusao,
    dataCirurgia: p.dataCirurgia,
    dataHoraSugerida: p.dataHoraSugerida,
    status: status?.descricao ?? null,
    status_id: p.status,
    corStatus: status?.cor ?? null,
    equipeRequisitante: byId(cat.equipes, p.equipeRequisitante)?.descricao ?? null,
    anotacaoPendente: anotacaoPendente(p.id),
    necessariaAvaliacaoAnestesica: p.necessariaAvaliacaoAnestesica,
    possuiHemoterapico: p.itens.some((i) => cat.itensHemoderivados.some((h) => h.id === i.item)),
    pedidoCampanha: p.campanha !== null,
    idLegadoInternacao: p.internacao?.idLegado ?? null,
    modalidadeAtendimento: modalidade(p),
    cidPrincipal: cid(p.cidPrincipal),
    caraterAtendimento: byId(cat.caracteres, p.caraterAtendimento)?.descricao ?? null,
    cpfProfissional: null,
    dataImpressaoRPH: p.dataImpressaoRPH,
    dataImpressaoPedidoInternacao: p.dataImpressaoPedidoInternacao,
    dataImpressaoAvisoCirurgico: p.dataImpressaoAvisoCirurgico,
    dataImpressaoAIH: p.dataImpressaoAIH,
  } satisfies LinhaLida<PedidoRow>;
}

/** GET /api/pedidoCirurgia/{id}: the request with its related records expanded. */
export function pedidoDetail(p: MockPedido) {
  const requisitante = nomeProfissional(p.profissionalRequisitante);
  const responsavel = nomeProfissional(p.profissionalResponsavel);
  const procedimento = byId(cat.procedimentos, p.procedimentoPrincipal);
  const convenio = byId(cat.convenios, p.atendimento?.convenio ?? p.convenio);
  const centro = byId(cat.centros, p.centroCirurgico);
  return {
    id: p.id,
    codigo: p.codigo,
    status: statusOf(p) ?? null,
    dataHoraAlteracaoStatus: p.dataHoraAlteracaoStatus,
    tipoPedido: p.tipoPedido,
    paciente: p.paciente,
    atendimento: p.atendimento ? { ...p.atendimento, convenioFull: convenio ?? null } : null,
    caraterAtendimento: byId(cat.caracteres, p.caraterAtendimento) ?? null,
    profissionalResponsavel: responsavel ? { id: responsavel.id, crm: responsavel.crm, nome: responsavel.nome } : null,
    profissionalRequisitante: requisitante
      ? {
          id: requisitante.id,
          nome: requisitante.nome,
          crm: requisitante.crm,
          equipe: byId(cat.equipes, requisitante.equipe)?.descricao ?? null,
        }
      : null,
    equipeRequisitante: byId(cat.equipes, p.equipeRequisitante) ?? null,
    dataHoraSugerida: p.dataHoraSugerida,
    dataInclusao: p.dataInclusao,
    centroCirurgico: centro ? { id: centro.id, departamento: centro.departamento } : null,
    salaCirurgia: p.salaCirurgia,
    lateralidade: p.lateralidade,
    indicacaoClinica: p.indicacaoClinica,
    prioridadeCirurgia: byId(cat.prioridades, p.prioridadeCirurgia) ?? null,
    cidPrincipal: cid(p.cidPrincipal),
    cidSecundario: p.cidSecundario.map(cid).filter((c) => c !== null),
    tipoAnestesia: byId(cat.tiposAnestesia, p.tipoAnestesia) ?? null,
    procedimentoPrincipal: procedimento ?? null,
    quantidadeProcedimentoPrincipal: p.quantidadeProcedimentoPrincipal,
    procedimentoSecundario: p.procedimentoSecundario.map((s) => ({
      procedimento: byId(cat.procedimentos, s.procedimento) ?? null,
      quantidade: s.quantidade,
    })),
    duracaoEstimada: p.duracaoEstimada,
    internacao: p.internacao
      ? { ...p.internacao, tipoAcomodacaoFull: byId(cat.tiposAcomodacao, p.internacao.tipoAcomodacao) ?? null }
      : null,
    dataInternacao: p.dataInternacao,
    codigoLeitoInternacao: p.codigoLeitoInternacao,
    primeiraConferencia: p.primeiraConferencia,
    idModeloPedidoCirurgia: p.idModeloPedidoCirurgia,
    motivoAntecipacaoInternacao: byId(cat.motivosAntecipacao, p.motivoAntecipacaoInternacao) ?? null,
    modalidadeAtendimento: modalidade(p),
    necessariaAvaliacaoAnestesica: p.necessariaAvaliacaoAnestesica,
    motivoAvaliacaoAnestesica: p.motivoAvaliacaoAnestesica,
    principaisSinaisSintomas: p.principaisSinaisSintomas,
    principaisResultadosProvasDiagnosticas: p.principaisResultadosProvasDiagnosticas,
    recursosNecessariosAtendimentoPaciente: p.recursosNecessariosAtendimentoPaciente,
    historiaClinica: p.historiaClinica,
    equipePrestadora: p.equipePrestadora,
    areaMedica: byId(cat.areasMedicas, p.areaMedica) ?? null,
    eOncologica: p.eOncologica,
    motivoRejeicao: p.motivoRejeicao,
    ano0: p.ano0 ?? null,
    statusInicial: p.statusInicial ?? null,
    motivoCancelamento: byId(cat.motivosCancelamento, p.motivoCancelamento) ?? null,
    observacoesCancelamento: p.observacoesCancelamento,
  } satisfies RespostaLida<typeof pedidoDetailSchema>;
}

const ITEM_GROUPS = {
  CaixaOPME: cat.itensCaixaOPME,
  MaterialConsumivel: cat.itensMaterial,
  CaixaCirurgica: cat.itensCaixaCirurgica,
  Hemoderivados: cat.itensHemoderivados,
  Equipamento: cat.itensEquipamento,
  Exame: cat.itensExame,
} as const;
export type ItemGroup = keyof typeof ITEM_GROUPS;
export const ITEM_GROUP_KEYS: readonly ItemGroup[] = [
  'CaixaOPME',
  'MaterialConsumivel',
  'CaixaCirurgica',
  'Hemoderivados',
  'Equipamento',
  'Exame',
];

/** The request's items of one group, each with its catalogue data. */
export function itemsOfGroup(itens: readonly MockItemPedido[], group: ItemGroup) {
  const catalogue: readonly { id: number; idLegado: number; codigo: string; descricao: string; tipoItem: string }[] =
    ITEM_GROUPS[group];
  return itens.flatMap((i) => {
    const item = catalogue.find((c) => c.id === i.item);
    if (!item) return [];
    return [
      {
        id: i.id,
        item: item.id,
        idLegado: item.idLegado,
        codigo: item.codigo,
        descricao: item.descricao,
        tipoItem: item.tipoItem,
        quantidade: i.quantidade,
        unidadeMedida: byId(cat.unidadesMedida, i.unidadeMedida) ?? null,
        itemEventual: i.itemEventual,
        justificativaEventual: i.justificativaEventual,
      },
    ];
  });
}
