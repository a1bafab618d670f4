// The fields of the print forms' writes (requester-side.md §3 'Payloads', §7 'RPH and printing'), as their payload
// builders send them; no imports, so the mock back-end reads them as they are (mocks/handlers/contract.ts).

/** PUT /api/dadosImpressaoPedidoInternacao/{id}/{profissional_id} (requester-side.md §7). */
export const INTERNACAO_IMPRESSAO_CAMPOS = [
  'principaisSinaisSintomas',
  'principaisResultadosProvasDiagnosticas',
  'recursosNecessariosAtendimentoPaciente',
  'historiaClinica',
  'crm',
  'equipePrestadora',
  'areaMedica',
] as const;

/** POST /api/dadosImpressaoSolicitacaoAIH, the request's fields (requester-side.md §3 'AIH request'). */
export const AIH_JUSTIFICATIVA_CAMPOS = [
  'principaisSinaisSintomas',
  'justificativasInternacao',
  'principaisResultadosProvasDiagnosticas',
  'cidPrincipal',
  'diagnosticoInicial',
  'cidSecundario',
  'cidCausasAssociadas',
] as const;

/** POST /api/dadosImpressaoSolicitacaoAIH, the procedure's and professional's fields. */
export const AIH_PROCEDIMENTO_CAMPOS = [
  'descricaoProcedimentoSolicitado',
  'codigoProcedimento',
  'clinica',
  'caraterInternacao',
  'documento',
  'numeroDocumentoProfissional',
  'nomeProfissional',
] as const;

/** POST /api/dadosImpressaoSolicitacaoAIH's top-level fields: the patient's are nested under paciente. */
export const AIH_CAMPOS = [
  ...AIH_JUSTIFICATIVA_CAMPOS,
  ...AIH_PROCEDIMENTO_CAMPOS,
  'paciente',
  'pedidoCirurgia',
] as const;
