import { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { oncologica } from './pedido-row';

const named = () => L.ref();
const cid = () => L.nested({ id: L.id(), codigo: L.code(), descricao: L.text() });
const procedimento = () => L.nested({ id: L.id(), codigo: L.code(), descricao: L.text() });

/**
 * GET /api/pedidoCirurgia/{id} (spec §3 'Request detail' and 'Full request for manager or summary'). Every part is
 * read on its own: an unreadable part is null and the summary shows the others.
 */
export const pedidoDetailSchema = z.object({
  id: L.id(),
  codigo: L.code(),
  status: L.nested({ id: L.id(), descricao: L.text(), cor: L.text() }),
  // What the check before a write compares (docs/decisions/031-pedido-alterado-antes-da-escrita.md).
  dataHoraAlteracaoStatus: L.dateTime(),
  // The ids and the fields below the summary's are what the manager's wizard reads back (pedido-to-form).
  tipoPedido: L.code(),
  paciente: L.nested({
    id: L.id(),
    idLegado: L.id(),
    nomeMae: L.text(),
    cns: L.code(),
    GMR: L.flag(),
    nome: L.text(),
    dataNascimento: L.date(),
    numeroProntuario: L.code(),
    telefone: L.code(),
    celular: L.code(),
    email: L.text(),
    // The specification fixes sexo as M/F.
    sexo: L.code(),
    cpf: L.code(),
  }),
  atendimento: L.nested({
    id: L.id(),
    idLegado: L.id(),
    convenio: L.id(),
    dataAtendimento: L.dateTime(),
    numeroFAA: L.code(),
    peso: L.decimal(),
    convenioFull: named(),
  }),
  caraterAtendimento: named(),
  profissionalResponsavel: L.nested({ id: L.id(), crm: L.code(), nome: L.text() }),
  profissionalRequisitante: L.nested({ id: L.id(), nome: L.text(), crm: L.code(), equipe: L.text() }),
  equipeRequisitante: named(),
  dataHoraSugerida: L.dateTime(),
  centroCirurgico: L.nested({ id: L.id(), departamento: L.text() }),
  salaCirurgia: L.id(),
  // The specification fixes D/E, anything else reading 'not applicable'.
  lateralidade: L.code(),
  indicacaoClinica: L.text(),
  prioridadeCirurgia: L.nested({ id: L.id(), descricao: L.text(), cor: L.text() }),
  cidPrincipal: cid(),
  cidSecundario: L.nestedList(cid()),
  tipoAnestesia: named(),
  procedimentoPrincipal: procedimento(),
  quantidadeProcedimentoPrincipal: L.decimal(),
  procedimentoSecundario: L.nestedList(L.nested({ procedimento: procedimento(), quantidade: L.decimal() })),
  duracaoEstimada: L.decimal(),
  internacao: L.nested({
    id: L.id(),
    idLegado: L.id(),
    tipoAcomodacaoFull: named(),
    diariasPrevistas: L.decimal(),
    leitoUTI: L.flag(),
    dataInternacao: L.dateTime(),
    numeroInternacao: L.code(),
  }),
  dataInternacao: L.dateTime(),
  codigoLeitoInternacao: L.id(),
  primeiraConferencia: L.dateTime(),
  idModeloPedidoCirurgia: L.id(),
  motivoAntecipacaoInternacao: named(),
  modalidadeAtendimento: named(),
  necessariaAvaliacaoAnestesica: L.flag(),
  motivoAvaliacaoAnestesica: L.text(),
  motivoRejeicao: L.text(),
  principaisSinaisSintomas: L.text(),
  principaisResultadosProvasDiagnosticas: L.text(),
  recursosNecessariosAtendimentoPaciente: L.text(),
  historiaClinica: L.text(),
  equipePrestadora: L.text(),
  areaMedica: named(),
  eOncologica: oncologica(),
});
