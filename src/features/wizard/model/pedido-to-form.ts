import type { ItemPedido } from '@/api/pedidos/get-itens-pedido';
import type { PedidoDetail } from '@/api/pedidos/get-pedido';
import {
  emptyWizardForm,
  EMPTY_PACIENTE,
  ITEM_GROUPS,
  type ItemGroup,
  type WizardForm,
  type WizardItens,
} from './form';
import type { ItemExistente } from './itens-diferenca';
import type { ReagendamentoBase } from './pedido-payload';

// An existing request read back into the wizard's form (wizards-and-management.md §3 'Full request for manager or
// summary'): the manager's conference and reschedule open the request wizard on it, and what §3 says is read back
// (anaesthetic evaluation, the four clinical texts, medical area) is resent on submit because it is in the form.

/** The item groups of GET /api/itemPedidoCirurgia{Grupo}/{id}, by the endpoint's suffix. */
export type ItensPorGrupo = Partial<Record<string, readonly ItemPedido[]>>;

const GRUPOS: Readonly<Record<ItemGroup, string>> = {
  opme: 'CaixaOPME',
  consumivel: 'MaterialConsumivel',
  caixaCirurgica: 'CaixaCirurgica',
  hemocomponentes: 'Hemoderivados',
  equipamentos: 'Equipamento',
  exames: 'Exame',
};

/** What the wizard needs of an existing request besides its form. */
interface PedidoExistente {
  form: WizardForm;
  /** The values a reschedule is judged against (§4 'Reschedule'). */
  base: ReagendamentoBase;
  /** The request holds a room booking (an elective date): a new slot updates it with PUT (docs/decisions.md). */
  agendamentoId: number | null;
  primeiraConferencia: string | null;
  idModeloPedidoCirurgia: number | null;
  /** The requester and team, resent as they were and shown at Resumo (the manager is not the requester). */
  requisitante: Requisitante;
  /** The responsible professional as read, for the Responsável the manager sees (never the manager in its place). */
  responsavel: { id: number; nome: string | null; crm: string | null } | null;
}

/** An existing request's requester (§3 'Full request for manager or summary'); null parts could not be read. */
interface Requisitante {
  profissional: number | null;
  equipe: number | null;
  nome?: string | null;
  crm?: string | null;
  equipeNome?: string | null;
}

const texto = (v: string | null | undefined) => v ?? '';
const lateralidade = (v: string | null) => (v === 'D' || v === 'E' || v === 'N' ? v : null);
function oncologica(v: boolean | null): '1' | '2' | null {
  if (v === null) return null;
  return v ? '1' : '2';
}

/** A request item as the submission compares it (model/itens-diferenca). */
export function itemExistente(i: ItemPedido): ItemExistente {
  return {
    item: i.item,
    quantidade: i.quantidade,
    unidadeMedida: i.unidadeMedida?.id ?? null,
    itemEventual: i.itemEventual === true,
    justificativaEventual: i.justificativaEventual,
  };
}

/** The items a record holds, group by group, as the form's item lists. */
export function itensDosGrupos(grupos: ItensPorGrupo): WizardItens {
  const out = { ...emptyWizardForm().itens };
  for (const group of ITEM_GROUPS) {
    out[group] = (grupos[GRUPOS[group]] ?? []).map((i) => ({
      id: i.item ?? i.id,
      quantidade: Math.max(1, Math.trunc(i.quantidade ?? 1)),
      unidadeMedida: i.unidadeMedida?.id ?? null,
      itemEventual: i.itemEventual === true,
      justificativaEventual: texto(i.justificativaEventual),
    }));
  }
  return out;
}

function responsavel(p: PedidoDetail): PedidoExistente['responsavel'] {
  const r = p.profissionalResponsavel;
  return r?.id ? { id: r.id, nome: r.nome ?? null, crm: r.crm ?? null } : null;
}

/** The form of an existing request, its reschedule base and what is resent as it was. */
export function pedidoToForm(p: PedidoDetail, grupos: ItensPorGrupo, eletivo: number | null): PedidoExistente {
  const pac = p.paciente;
  const at = p.atendimento;
  const int = p.internacao;
  const empty = emptyWizardForm();
  const form: WizardForm = {
    ...empty,
    tipoPedido: p.tipoPedido === '1' ? '1' : '0',
    paciente: {
      ...EMPTY_PACIENTE,
      seqPaciente: pac?.idLegado ?? null,
      numeroProntuario: texto(pac?.numeroProntuario),
      nome: texto(pac?.nome),
      dataNascimento: texto(pac?.dataNascimento),
      sexo: pac?.sexo === 'M' || pac?.sexo === 'F' ? pac.sexo : '',
      nomeMae: texto(pac?.nomeMae),
      cpf: texto(pac?.cpf),
      cns: texto(pac?.cns),
      telefone: texto(pac?.telefone),
      celular: texto(pac?.celular),
      email: texto(pac?.email),
      peso: at?.peso === null || at?.peso === undefined ? '' : String(at.peso),
      convenio: at?.convenioFull?.id ?? at?.convenio ?? null,
      gmr: pac?.GMR === true,
      codLeito: p.codigoLeitoInternacao === null ? null : String(p.codigoLeitoInternacao),
    },
    atendimento:
      at?.idLegado === null || at?.idLegado === undefined
        ? null
        : {
            seq: at.idLegado,
            data: texto(at.dataAtendimento),
            faa: texto(at.numeroFAA),
            carater: texto(p.caraterAtendimento?.descricao),
            caraterId: p.caraterAtendimento?.id ?? null,
            centroCusto: '',
          },
    internacao:
      int?.idLegado === null || int?.idLegado === undefined
        ? null
        : {
            seq: int.idLegado,
            numero: texto(int.numeroInternacao),
            data: texto(int.dataInternacao),
            leito: null,
            aberta: false,
          },
    ids: { paciente: pac?.id ?? null, atendimento: at?.id ?? null, internacao: int?.id ?? null },
    procedimentoPrincipal: p.procedimentoPrincipal?.id ?? null,
    quantidadePrincipal: Math.max(1, Math.trunc(p.quantidadeProcedimentoPrincipal ?? 1)),
    secundarios: p.procedimentoSecundario.flatMap((s) =>
      s.procedimento?.id ? [{ id: s.procedimento.id, quantidade: Math.max(1, Math.trunc(s.quantidade ?? 1)) }] : [],
    ),
    duracaoEstimada: p.duracaoEstimada,
    diariasPrevistas: int?.diariasPrevistas ?? null,
    responsavel: p.profissionalResponsavel?.id ?? null,
    centro: p.centroCirurgico?.id ?? null,
    sala: p.salaCirurgia,
    carater: p.caraterAtendimento?.id ?? null,
    modalidade: p.modalidadeAtendimento?.id ?? null,
    lateralidade: lateralidade(p.lateralidade),
    indicacao: texto(p.indicacaoClinica),
    prioridade: p.prioridadeCirurgia?.id ?? null,
    cidPrincipal: p.cidPrincipal?.id ?? null,
    cidsSecundarios: p.cidSecundario.flatMap((c) => (c?.id ? [c.id] : [])),
    oncologica: oncologica(p.eOncologica),
    sinais: texto(p.principaisSinaisSintomas),
    resultados: texto(p.principaisResultadosProvasDiagnosticas),
    recursos: texto(p.recursosNecessariosAtendimentoPaciente),
    historia: texto(p.historiaClinica),
    areaMedica: p.areaMedica?.id ?? null,
    tipoAnestesia: p.tipoAnestesia?.id ?? null,
    avaliacaoAnestesica: p.necessariaAvaliacaoAnestesica === true,
    motivoAvaliacao: texto(p.motivoAvaliacaoAnestesica),
    dataInternacao: texto(p.dataInternacao ?? int?.dataInternacao),
    motivoAntecipacao: p.motivoAntecipacaoInternacao?.id ?? null,
    acomodacao: int?.tipoAcomodacaoFull?.id ?? null,
    leitoUTI: int?.leitoUTI === true,
    dataHoraSugerida: texto(p.dataHoraSugerida),
    itens: itensDosGrupos(grupos),
  };
  return {
    form,
    base: {
      dataHoraSugerida: p.dataHoraSugerida,
      dataInternacao: form.dataInternacao,
      centro: form.centro,
      carater: form.carater,
    },
    agendamentoId: p.dataHoraSugerida && eletivo !== null && form.carater === eletivo ? p.id : null,
    primeiraConferencia: p.primeiraConferencia,
    idModeloPedidoCirurgia: p.idModeloPedidoCirurgia,
    requisitante: {
      profissional: p.profissionalRequisitante?.id ?? null,
      equipe: p.equipeRequisitante?.id ?? null,
      nome: p.profissionalRequisitante?.nome ?? null,
      crm: p.profissionalRequisitante?.crm ?? null,
      equipeNome: p.equipeRequisitante?.descricao ?? p.profissionalRequisitante?.equipe ?? null,
    },
    responsavel: responsavel(p),
  };
}
