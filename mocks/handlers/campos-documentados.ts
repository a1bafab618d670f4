// The documented fields of each write the mock takes, written here from the specification (not imported from the
// app), so that a field the app misnames in its own list is refused by the mock (docs/decisions.md 'contrato do
// mock'). tests/mocks/campos-documentados.test.ts holds each list equal to the specification's text and to the app's
// own list of the same write. A list is written as the specification writes it, its fields separated by commas.

/** The fields of a list as the specification writes it ('a, b, c'). */
const campos = (lista: string): readonly string[] =>
  lista
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** wizards-and-management.md §3 'Surgical request (pedidoCirurgia), as sent'. */
export const PEDIDO = campos(`
  atendimento, paciente, status, motivoRejeicao, profissionalRequisitante, dataHoraSugerida, caraterAtendimento,
  profissionalResponsavel, centroCirurgico, salaCirurgia, lateralidade, indicacaoClinica, cidPrincipal,
  cidSecundario, prioridadeCirurgia, internacao, tipoAnestesia, equipeRequisitante, procedimentoPrincipal,
  quantidadeProcedimentoPrincipal, procedimentoSecundario, confirmado, duracaoEstimada, dataInternacao,
  motivoAntecipacaoInternacao, primeiraConferencia, codigoLeitoInternacao, necessariaAvaliacaoAnestesica,
  motivoAvaliacaoAnestesica, modalidadeAtendimento, idModeloPedidoCirurgia, ano0, statusInicial,
  principaisSinaisSintomas, principaisResultadosProvasDiagnosticas, recursosNecessariosAtendimentoPaciente,
  historiaClinica, areaMedica, eOncologica
`);

/** wizards-and-management.md §3 'Demand (demanda)'. */
export const DEMANDA = campos(`
  atendimento, paciente, status, motivoRejeicao, profissionalInclusao, dataHoraSugerida,
  profissionalResponsavel, centroCirurgico, lateralidade, indicacaoClinica, cidPrincipal, cidSecundario,
  internacao, procedimentoPrincipal, quantidadeProcedimentoPrincipal, procedimentoSecundario, salvo,
  duracaoEstimada, equipeRequisitante, codigoLeitoInternacao, ano0, eOncologica
`);

/** §3 'Demand item', 'Request item': 'Optionally itemEventual and justificativaEventual, or unidadeMedida'. */
export const ITEM_OPCIONAIS = campos('itemEventual, justificativaEventual, unidadeMedida');
/** wizards-and-management.md §3 'Demand item (itemDemanda)'. */
export const ITEM_DEMANDA = campos('item, quantidade, demanda, itemEventual, justificativaEventual, unidadeMedida');
/** wizards-and-management.md §3 'Request item (itemPedidoCirurgia)'. */
export const ITEM_PEDIDO = campos(`
  item, quantidade, pedidoCirurgia, itemEventual, justificativaEventual, unidadeMedida
`);

/** wizards-and-management.md §3 'Patient, sent'. */
export const PACIENTE = campos(`
  idLegado, numeroProntuario, nome, dataNascimento, sexo, email, telefone, celular, cpf, cns, nomeMae, GMR
`);

/** wizards-and-management.md §3 'New patient (novoPaciente)'. */
export const NOVO_PACIENTE = campos(`
  nome, dataNascimento, sexo, nomeMae, cpf, cns, telefone, celular, email, numeroProntuario, idLegado
`);

/** wizards-and-management.md §3 'Attendance', sent. */
export const ATENDIMENTO = campos('idLegado, dataAtendimento, numeroFAA, peso, convenio');

/** wizards-and-management.md §3 'Admission', sent. */
export const INTERNACAO = campos(`
  diariasPrevistas, leitoUTI, tipoAcomodacao, dataInternacao, idLegado, numeroInternacao, convenio, peso
`);

/** wizards-and-management.md §3 'Room booking (agendamentoSalaCirurgia)'. */
export const AGENDAMENTO = campos('inicioCirurgia, finalEfetivoCirurgia, pedidoCirurgia');

/** wizards-and-management.md §3 'Status change (manager)'. */
export const ALTERACAO_STATUS = campos(`
  idStatusPedido, idProfissionalFinaliza, idProfissionalReagenda, dataConfirmadaCirurgia,
  dataConfirmadaInternacao, codigoLeitoInternacao, dataHoraSugeridaReagendamento, dataInternacaoReagendamento,
  idMotivoReagendamento
`);

/** wizards-and-management.md §3 'Finalise-demand payload'. */
export const FINALIZAR_DEMANDA = campos('idDemanda, idPedido, idProfissional');
/** wizards-and-management.md §3 'Demand note' (its id is the record's, not sent). */
export const ANOTACAO_DEMANDA = campos('anotacao, demanda');
/** wizards-and-management.md §3 'Log entry'. */
export const LOG = campos('id_usuario, username, id_pedido, tipo, descricao');
/** wizards-and-management.md §3 'Opinion sent'. */
export const PARECER = campos('justificativa, areaTecnica, pedidoCirurgia, parecerTecnico');
/** wizards-and-management.md §7 'PUT /api/cancelarPedidoMotivo/{id}, with motivoRejeicao'. */
export const REJEICAO = campos('motivoRejeicao');
/** wizards-and-management.md §7 'POST /api/loginDemanda, with username and password'. */
export const LOGIN = campos('username, password');
/** wizards-and-management.md §3 'Note (anotacao)', as sent (dataInclusao and id are the record's). */
export const ANOTACAO = campos('anotacao, mostraMeusPedidos, mostraAreaTecnica, pedidoCirurgia');

/** requester-side.md §3 'Payloads': 'Favourite'. */
export const FAVORITAR = campos('idProfissional, idPedidoCirurgia, descricao, idEquipe');
/** requester-side.md §3 'Payloads': 'Cancellation'. */
export const CANCELAR_PEDIDO = campos('motivoCancelamentoSelecionadoId, observacoesCancelamento');
/** requester-side.md §3 'Payloads': 'Demand cancellation'. */
export const CANCELAR_DEMANDA = campos('observacoesCancelamento, profissional');
/** requester-side.md §3 'Payloads': 'Create from favourite'. */
export const INCLUIR_POR_FAVORITO = campos('idProfissional, idPedidoCirurgiaFavorito');
/** requester-side.md §3 'Payloads': 'Create from demand'. */
export const INCLUIR_POR_DEMANDA = campos('idProfissional, idDemanda');
/** requester-side.md §3 'Payloads': 'Surgery notice'. */
export const AVISO = campos('observacoesAvisoCirurgia');
/** requester-side.md §3 'Payloads': 'RPH print' (its answer options are values, not fields). */
export const RPH = campos(`
  indicacaoTransfusao, valorHB, valorHT, valorPlaquetas, valorINR, valorFibrinogenio, antecedenteGestacao,
  antecedenteTransfusao, antecedenteTransfusaoQuando, antecedenteTransfusaoReacao,
  antecedenteTransfusaoTipoReacao, idTipoTransfusao, transfusaoData
`);
/** requester-side.md §3 'Payloads': 'AIH request', the patient's fields (nested under paciente). */
export const AIH_PACIENTE = campos(`
  numeroProntuario, nome, cns, dataNascimento, sexo, raca, etnia, nomeMae, telefoneMae, nomeResponsavel,
  telefoneResponsavel, municipioResidencia, codigoMunicipioIBGE, uf, cep, endereco
`);
/** requester-side.md §3 'Payloads': 'AIH request', the request's and the procedure and professional's fields. */
export const AIH = campos(`
  paciente, pedidoCirurgia, principaisSinaisSintomas, justificativasInternacao,
  principaisResultadosProvasDiagnosticas, diagnosticoInicial, cidPrincipal, cidSecundario, cidCausasAssociadas,
  descricaoProcedimentoSolicitado, codigoProcedimento, clinica, caraterInternacao, documento,
  numeroDocumentoProfissional, nomeProfissional
`);
/** requester-side.md §7 'PUT /api/dadosImpressaoPedidoInternacao/{id}/{profissional_id} {…}'. */
export const INTERNACAO_IMPRESSAO = campos(`
  principaisSinaisSintomas, principaisResultadosProvasDiagnosticas, recursosNecessariosAtendimentoPaciente,
  historiaClinica, crm, equipePrestadora, areaMedica
`);
/** requester-side.md §7 'POST /api/enviarEmailInformarProblema {problemaInformado: …}'. */
export const PROBLEMA = campos('problemaInformado');
/** requester-side.md §7 'POST /api/documento (multipart: arquivo, pedidoCirurgia)'. */
export const DOCUMENTO = campos('arquivo, pedidoCirurgia');
