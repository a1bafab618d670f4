/**
 * The fields of the wizards' writes besides the request's (pedido-campos.ts), as the payload builders send them
 * (wizards-and-management.md §3, §7). The builders are typed by these lists; the mock refuses a write with a field
 * outside its list (mocks/handlers/contract.ts).
 */

/** POST /api/paciente, PUT /api/paciente/{id} (§3 'Patient, sent'). */
export const PACIENTE_CAMPOS = [
  'idLegado',
  'numeroProntuario',
  'nome',
  'dataNascimento',
  'sexo',
  'email',
  'telefone',
  'celular',
  'cpf',
  'cns',
  'nomeMae',
  'GMR',
] as const;

/** POST /api/criarPacienteSuplementar (§3 'New patient (novoPaciente)'). */
export const NOVO_PACIENTE_CAMPOS = [
  'nome',
  'dataNascimento',
  'sexo',
  'nomeMae',
  'cpf',
  'cns',
  'telefone',
  'celular',
  'email',
  'numeroProntuario',
  'idLegado',
] as const;

/** POST /api/atendimento, PUT /api/atendimento/{id} (§3 'Attendance', sent). */
export const ATENDIMENTO_CAMPOS = ['idLegado', 'dataAtendimento', 'numeroFAA', 'peso', 'convenio'] as const;

/** POST /api/internacao, PUT /api/internacao/{id} (§3 'Admission', sent). */
export const INTERNACAO_CAMPOS = [
  'idLegado',
  'numeroInternacao',
  'dataInternacao',
  'diariasPrevistas',
  'leitoUTI',
  'tipoAcomodacao',
  'convenio',
  'peso',
] as const;

/** PUT /api/demanda/{id} (§3 'Demand (demanda)'). */
export const DEMANDA_CAMPOS = [
  'atendimento',
  'paciente',
  'status',
  'motivoRejeicao',
  'profissionalInclusao',
  'dataHoraSugerida',
  'profissionalResponsavel',
  'centroCirurgico',
  'lateralidade',
  'indicacaoClinica',
  'cidPrincipal',
  'cidSecundario',
  'internacao',
  'procedimentoPrincipal',
  'quantidadeProcedimentoPrincipal',
  'procedimentoSecundario',
  'salvo',
  'duracaoEstimada',
  'equipeRequisitante',
  'codigoLeitoInternacao',
  'ano0',
  'eOncologica',
] as const;

/** An item's optional fields (§3 'Request item', 'Demand item': 'Optionally itemEventual and justificativaEventual, or unidadeMedida'). */
export const ITEM_OPCIONAIS = ['itemEventual', 'justificativaEventual', 'unidadeMedida'] as const;

/** POST /api/itemPedidoCirurgia (§3 'Request item (itemPedidoCirurgia)'). */
export const ITEM_PEDIDO_CAMPOS = ['item', 'quantidade', 'pedidoCirurgia', ...ITEM_OPCIONAIS] as const;

/** POST /api/itemDemanda (§3 'Demand item (itemDemanda)'). */
export const ITEM_DEMANDA_CAMPOS = ['item', 'quantidade', 'demanda', ...ITEM_OPCIONAIS] as const;

/** PUT /api/finalizarTransformacaoDemanda (§3 'Finalise-demand payload'). */
export const FINALIZAR_DEMANDA_CAMPOS = ['idDemanda', 'idPedido', 'idProfissional'] as const;
