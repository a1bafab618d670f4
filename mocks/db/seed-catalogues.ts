import { emptyList } from './empty-list';

/** Deterministic catalogue seed: SIGTAP-style procedures, CID-10 codes, teams, centres, rooms, items. */

export const configuracoes = {
  statusInicial: 1,
  statusInicialDemanda: 20,
  statusRevisaoTecnica: 3,
  statusReagendado: 4,
  statusCancelado: 9,
  statusFinalizado: 8,
  statusMostraPedidoAreaTecnica: '1,2,3,4,5,6,7,8,9',
  caraterEletivo: 1,
  caraterUrgencia: 2,
  caraterUrgenciaEmergencia: 2,
  caraterUrgenciaLegado: 2,
  caraterEletivoLegado: 1,
  caraterPadraoDemanda: 1,
  caraterPadrao: 1,
  caraterPadraoNome: 'ELETIVO',
  modalidadeAmbulatorial: 2,
  acomodacaoPadrao: 1,
  acomodacaoPadraoNome: 'ENFERMARIA',
  convenioPadrao: 1,
  convenioPadraoNome: 'SUS',
  categoriaConvenioPublico: 1,
  categoriaConvenioSuplementar: 2,
  intervaloUsoSalaCirurgica: 30,
  itemPadraoExigenciaParecerNir: 501,
  itensInclusaoAutomaticaSaudeSuplementar: '502',
  parecerRejeicao: 2,
  parecerPendente: 3,
  parecerAprovacaoSistema: 4,
  areaTecnicaAnestesia: 1,
  areasTecnicasSemBloqueioParecer: '3',
  diasPeriodoFiltroPedidosCirurgia: 30,
  diasPeriodoFiltroChecklist: 15,
  tipoTransfusaoProgramada: 2,
  perspectivaDiasUteis: 1,
  perspectivaDiasCorridos: 2,
  perspectivaHorasUteis: 3,
  perspectivaHorasCorridas: 4,
};

export const configuracoesRecursoSistema = {
  impressaoPedidoInternacao: true,
  recursoInternacao: 1,
  recursoAvaliacaoAnestesica: 2,
  recursosBloqueados: emptyList<number>(),
};

export const centros = [
  { id: 1, departamento: 'CENTRO CIRÚRGICO CENTRAL', idLegado: 501 },
  { id: 2, departamento: 'CENTRO CIRÚRGICO AMBULATORIAL', idLegado: 502 },
  { id: 3, departamento: 'CENTRO OBSTÉTRICO', idLegado: 503 },
  { id: 4, departamento: 'CENTRO CIRÚRGICO ESPECIAL', idLegado: 556 },
];

export const convenios = [
  { id: 1, descricao: 'SUS', categoria: 1 },
  { id: 2, descricao: 'SUS - CAMPANHA', categoria: 1 },
  { id: 3, descricao: 'UNIMED', categoria: 2 },
  { id: 4, descricao: 'BRADESCO SAÚDE', categoria: 2 },
  { id: 5, descricao: 'SULAMÉRICA', categoria: 2 },
  { id: 6, descricao: 'CASSI', categoria: 2 },
];

export const campanhas = [
  { id: 1, nome: 'MUTIRÃO DE CATARATA 2026' },
  { id: 2, nome: 'MUTIRÃO DE HÉRNIAS 2026' },
];

export const equipes = [
  { id: 1, descricao: 'ORTOPEDIA E TRAUMATOLOGIA', codigo: 'ORTO', idLegado: 1201 },
  { id: 2, descricao: 'CIRURGIA GERAL', codigo: 'CGER', idLegado: 1202 },
  { id: 3, descricao: 'GINECOLOGIA E OBSTETRÍCIA', codigo: 'GINE', idLegado: 1203 },
  { id: 4, descricao: 'OFTALMOLOGIA', codigo: 'OFTA', idLegado: 1204 },
  { id: 5, descricao: 'UROLOGIA', codigo: 'URO', idLegado: 1205 },
  { id: 6, descricao: 'CIRURGIA CARDIOVASCULAR', codigo: 'CCV', idLegado: 1206 },
  { id: 7, descricao: 'CIRURGIA ONCOLÓGICA', codigo: 'ONCO', idLegado: 1207 },
  { id: 8, descricao: 'CIRURGIA AMBULATORIAL ESPECIAL', codigo: 'AMBE', idLegado: 9973 },
];

export const areasTecnicas = [
  { id: 1, codigo: 'ANESTESIA', descricao: 'ANESTESIOLOGIA' },
  { id: 2, codigo: 'OPME', descricao: 'ÓRTESES, PRÓTESES E MATERIAIS ESPECIAIS' },
  { id: 3, codigo: 'NIR', descricao: 'NÚCLEO INTERNO DE REGULAÇÃO' },
  { id: 4, codigo: 'HEMOTERAPIA', descricao: 'AGÊNCIA TRANSFUSIONAL' },
];

export const procedimentos = [
  { id: 1, codigo: '0407030026', descricao: 'COLECISTECTOMIA VIDEOLAPAROSCOPICA', duracao: null, tempo: 2 },
  { id: 2, codigo: '0407030018', descricao: 'COLECISTECTOMIA', duracao: 150, tempo: 3 },
  { id: 3, codigo: '0407040102', descricao: 'HERNIOPLASTIA INGUINAL (BILATERAL)', duracao: null, tempo: 2 },
  { id: 4, codigo: '0407040129', descricao: 'HERNIOPLASTIA UMBILICAL', duracao: 60, tempo: 1 },
  {
    id: 5,
    codigo: '0408050896',
    descricao: 'TRATAMENTO CIRURGICO DE FRATURA DA DIAFISE DA TIBIA',
    duracao: 180,
    tempo: 4,
  },
  { id: 6, codigo: '0408050497', descricao: 'ARTROPLASTIA TOTAL PRIMARIA DO JOELHO', duracao: 240, tempo: 5 },
  {
    id: 7,
    codigo: '0408050489',
    descricao: 'ARTROPLASTIA TOTAL PRIMARIA DO QUADRIL NAO CIMENTADA / HIBRIDA',
    duracao: 240,
    tempo: 6,
  },
  { id: 8, codigo: '0415020034', descricao: 'OUTROS PROCEDIMENTOS COM CIRURGIAS SEQUENCIAIS', duracao: null, tempo: 5 },
  { id: 9, codigo: '0415020050', descricao: 'PROCEDIMENTOS SEQUENCIAIS EM ORTOPEDIA', duracao: null, tempo: 6 },
  { id: 10, codigo: '0409060135', descricao: 'HISTERECTOMIA TOTAL', duracao: 180, tempo: 3 },
  { id: 11, codigo: '0404010032', descricao: 'AMIGDALECTOMIA COM ADENOIDECTOMIA', duracao: null, tempo: 1 },
  {
    id: 12,
    codigo: '0405050372',
    descricao: 'FACOEMULSIFICACAO C/ IMPLANTE DE LENTE INTRA-OCULAR DOBRAVEL',
    duracao: 45,
    tempo: 0,
  },
  {
    id: 13,
    codigo: '0406020574',
    descricao: 'REVASCULARIZACAO MIOCARDICA C/ USO DE EXTRACORPOREA',
    duracao: 360,
    tempo: 10,
  },
  {
    id: 14,
    codigo: '0416120032',
    descricao: 'MASTECTOMIA RADICAL C/ LINFADENECTOMIA (ONCOLOGIA)',
    duracao: 180,
    tempo: 3,
  },
  { id: 15, codigo: '0407020284', descricao: 'COLECTOMIA PARCIAL (HEMICOLECTOMIA)', duracao: 240, tempo: 7 },
  { id: 16, codigo: '0409010596', descricao: 'RESSECCAO ENDOSCOPICA DE PROSTATA', duracao: 120, tempo: 3 },
  { id: 17, codigo: '0408060425', descricao: 'TENORRAFIA UNICA EM TUNEL OSTEO-FIBROSO', duracao: null, tempo: 1 },
  {
    id: 18,
    codigo: '0408050853',
    descricao: 'TRATAMENTO CIRURGICO DE FRATURA DO COLO DO FEMUR',
    duracao: 150,
    tempo: 5,
  },
  { id: 19, codigo: '0408040092', descricao: 'ARTRODESE DE COLUNA VIA POSTERIOR', duracao: 300, tempo: 6 },
  { id: 20, codigo: '0411010034', descricao: 'PARTO CESARIANO', duracao: 90, tempo: 2 },
];

/** Procedures in an active campaign (verificarProcedimentoValidoCampanhaVigente). */
export const procedimentosEmCampanha: Record<number, string[]> = {
  12: ['MUTIRÃO DE CATARATA 2026'],
  3: ['MUTIRÃO DE HÉRNIAS 2026'],
};

export const prioridades = [
  { id: 1, descricao: 'BAIXA', cor: '#2e7d32' },
  { id: 2, descricao: 'MÉDIA', cor: '#f9a825' },
  { id: 3, descricao: 'ALTA', cor: '#ef6c00' },
  { id: 4, descricao: 'URGENTE', cor: '#c62828' },
];

export const status = [
  { id: 1, descricao: 'AGUARDANDO CONFERÊNCIA', cor: '#1565c0' },
  { id: 2, descricao: 'CONFERIDO', cor: '#00838f' },
  { id: 3, descricao: 'REVISÃO TÉCNICA', cor: '#6a1b9a' },
  { id: 4, descricao: 'REAGENDADO', cor: '#f9a825' },
  { id: 5, descricao: 'AGUARDANDO PARECER', cor: '#ef6c00' },
  { id: 6, descricao: 'APROVADO', cor: '#2e7d32' },
  { id: 7, descricao: 'AGENDADO', cor: '#283593' },
  { id: 8, descricao: 'FINALIZADO', cor: '#1b5e20' },
  { id: 9, descricao: 'CANCELADO', cor: '#b71c1c' },
  { id: 10, descricao: 'RASCUNHO', cor: '#757575' },
];

export const statusDetail: Record<
  number,
  { perspectivaValidacaoDosDias: number; prazoLimiteSLAUrgencia: number; prazoLimiteSLAEletivo: number }
> = {
  1: { perspectivaValidacaoDosDias: 1, prazoLimiteSLAUrgencia: 48, prazoLimiteSLAEletivo: 7 },
};

export const caracteres = [
  { id: 1, descricao: 'ELETIVO' },
  { id: 2, descricao: 'URGÊNCIA/EMERGÊNCIA' },
];

export const cids = [
  { id: 1, codigo: 'K80.2', descricao: 'CALCULOSE DA VESICULA BILIAR SEM COLECISTITE' },
  { id: 2, codigo: 'K80.1', descricao: 'CALCULOSE DA VESICULA BILIAR COM OUTRAS FORMAS DE COLECISTITE' },
  { id: 3, codigo: 'K40.9', descricao: 'HERNIA INGUINAL UNILATERAL OU NAO ESPECIFICADA, SEM OBSTRUCAO OU GANGRENA' },
  { id: 4, codigo: 'K42.9', descricao: 'HERNIA UMBILICAL SEM OBSTRUCAO OU GANGRENA' },
  { id: 5, codigo: 'S82.2', descricao: 'FRATURA DA DIAFISE DA TIBIA' },
  { id: 6, codigo: 'M17.1', descricao: 'OUTRAS GONARTROSES PRIMARIAS' },
  { id: 7, codigo: 'M16.1', descricao: 'OUTRAS COXARTROSES PRIMARIAS' },
  { id: 8, codigo: 'S72.0', descricao: 'FRATURA DO COLO DO FEMUR' },
  { id: 9, codigo: 'N40', descricao: 'HIPERPLASIA DA PROSTATA' },
  { id: 10, codigo: 'H25.9', descricao: 'CATARATA SENIL, NAO ESPECIFICADA' },
  { id: 11, codigo: 'C50.9', descricao: 'NEOPLASIA MALIGNA DA MAMA, NAO ESPECIFICADA' },
  { id: 12, codigo: 'C18.9', descricao: 'NEOPLASIA MALIGNA DO COLON, NAO ESPECIFICADO' },
  { id: 13, codigo: 'I25.1', descricao: 'DOENCA ATEROSCLEROTICA DO CORACAO' },
  { id: 14, codigo: 'D25.9', descricao: 'LEIOMIOMA DO UTERO, SEM OUTRA ESPECIFICACAO' },
  { id: 15, codigo: 'J35.3', descricao: 'HIPERTROFIA DAS AMIGDALAS COM HIPERTROFIA DAS ADENOIDES' },
  { id: 16, codigo: 'M51.1', descricao: 'TRANSTORNOS DE DISCOS LOMBARES COM RADICULOPATIA' },
  { id: 17, codigo: 'E11.9', descricao: 'DIABETES MELLITUS NAO-INSULINO-DEPENDENTE SEM COMPLICACOES' },
  { id: 18, codigo: 'I10', descricao: 'HIPERTENSAO ESSENCIAL (PRIMARIA)' },
];

export const tiposAnestesia = [
  { id: 1, descricao: 'GERAL' },
  { id: 2, descricao: 'RAQUIDIANA' },
  { id: 3, descricao: 'PERIDURAL' },
  { id: 4, descricao: 'BLOQUEIO PERIFÉRICO' },
  { id: 5, descricao: 'LOCAL COM SEDAÇÃO' },
  { id: 6, descricao: 'LOCAL' },
];

export const tiposAcomodacao = [
  { id: 1, descricao: 'ENFERMARIA', exigeParecerNir: false },
  { id: 2, descricao: 'APARTAMENTO', exigeParecerNir: false },
  { id: 3, descricao: 'UTI ADULTO', exigeParecerNir: true },
  { id: 4, descricao: 'SEMI-INTENSIVA', exigeParecerNir: true },
];

export const motivosAntecipacao = [
  { id: 1, descricao: 'PREPARO PRÉ-OPERATÓRIO' },
  { id: 2, descricao: 'COMPENSAÇÃO CLÍNICA' },
  { id: 3, descricao: 'PACIENTE RESIDENTE EM OUTRO MUNICÍPIO' },
];

export const areasMedicas = [
  { id: 1, descricao: 'CIRÚRGICA' },
  { id: 2, descricao: 'CLÍNICA MÉDICA' },
  { id: 3, descricao: 'OBSTÉTRICA' },
  { id: 4, descricao: 'PEDIÁTRICA' },
];

export const unidadesMedida = [
  { id: 1, descricao: 'UNIDADE(S)' },
  { id: 2, descricao: 'ML' },
  { id: 3, descricao: 'BOLSA(S)' },
];

const item = (id: number, idLegado: number, codigo: string, descricao: string, tipoItem: string) => ({
  id,
  idLegado,
  codigo,
  descricao,
  tipoItem,
});

export const itensExame = [
  item(101, 9001, 'EX001', 'HEMOGRAMA COMPLETO', 'EXAME'),
  item(102, 9002, 'EX002', 'COAGULOGRAMA', 'EXAME'),
  item(103, 9003, 'EX003', 'ELETROCARDIOGRAMA', 'EXAME'),
  item(104, 9004, 'EX004', 'RAIO-X DE TORAX PA E PERFIL', 'EXAME'),
  item(105, 9005, 'EX005', 'GLICEMIA DE JEJUM', 'EXAME'),
  item(106, 9006, 'EX006', 'CREATININA', 'EXAME'),
  item(107, 9007, 'EX007', 'TIPAGEM SANGUINEA', 'EXAME'),
];
export const itensMaterial = [
  item(201, 8001, 'MC001', 'FIO DE SUTURA NYLON 3-0', 'MATERIAL'),
  item(202, 8002, 'MC002', 'COMPRESSA CIRURGICA ESTERIL', 'MATERIAL'),
  item(203, 8003, 'MC003', 'DRENO DE SUCCAO 4.8MM', 'MATERIAL'),
  item(204, 8004, 'MC004', 'CLIPE DE TITANIO MEDIO', 'MATERIAL'),
];
export const itensCaixaCirurgica = [
  item(301, 7001, 'CX001', 'CAIXA DE VIDEOLAPAROSCOPIA', 'CAIXA'),
  item(302, 7002, 'CX002', 'CAIXA DE ORTOPEDIA GRANDES FRAGMENTOS', 'CAIXA'),
  item(303, 7003, 'CX003', 'CAIXA DE CIRURGIA GERAL', 'CAIXA'),
];
export const itensHemoderivados = [
  item(401, 6001, 'HM001', 'CONCENTRADO DE HEMACIAS', 'HEMOCOMPONENTE'),
  item(402, 6002, 'HM002', 'PLASMA FRESCO CONGELADO', 'HEMOCOMPONENTE'),
  item(403, 6003, 'HM003', 'CONCENTRADO DE PLAQUETAS', 'HEMOCOMPONENTE'),
];
export const itensEquipamento = [
  item(501, 5001, 'EQ001', 'LEITO DE INTERNAÇÃO (PARECER NIR)', 'EQUIPAMENTO'),
  item(502, 5002, 'EQ002', 'KIT SAÚDE SUPLEMENTAR', 'EQUIPAMENTO'),
  item(503, 5003, 'EQ003', 'ARCO EM C (INTENSIFICADOR DE IMAGEM)', 'EQUIPAMENTO'),
  item(504, 5004, 'EQ004', 'TORRE DE VIDEOLAPAROSCOPIA', 'EQUIPAMENTO'),
  item(505, 5005, 'EQ005', 'BISTURI ELETRICO', 'EQUIPAMENTO'),
];
/** OPME boxes; the ones with urgencia false are not allowed for urgency. */
export const itensCaixaOPME = [
  { ...item(601, 4001, 'OP001', 'CAIXA OPME PLACA BLOQUEADA TIBIA', 'OPME'), urgencia: true },
  { ...item(602, 4002, 'OP002', 'CAIXA OPME PROTESE TOTAL DE JOELHO', 'OPME'), urgencia: false },
  { ...item(603, 4003, 'OP003', 'CAIXA OPME PROTESE TOTAL DE QUADRIL', 'OPME'), urgencia: false },
  { ...item(604, 4004, 'OP004', 'CAIXA OPME HASTE INTRAMEDULAR', 'OPME'), urgencia: true },
  { ...item(605, 4005, 'OP005', 'CAIXA OPME PARAFUSOS PEDICULARES', 'OPME'), urgencia: false },
];

export const motivosReagendamento = [
  { id: 1, descricao: 'SOLICITAÇÃO DO PACIENTE' },
  { id: 2, descricao: 'INDISPONIBILIDADE DE SALA' },
  { id: 3, descricao: 'CONDIÇÃO CLÍNICA DO PACIENTE' },
  { id: 4, descricao: 'FALTA DE MATERIAL' },
];

export const motivosCancelamento = [
  { id: 1, descricao: 'DESISTÊNCIA DO PACIENTE' },
  { id: 2, descricao: 'ÓBITO' },
  { id: 3, descricao: 'PEDIDO EM DUPLICIDADE' },
  { id: 4, descricao: 'MUDANÇA DE CONDUTA' },
  { id: 5, descricao: 'PROCEDIMENTO REALIZADO EM OUTRO SERVIÇO' },
];

export const pareceresTecnicos = [
  { id: 1, descricao: 'APROVADO', cor: '#2e7d32' },
  { id: 2, descricao: 'REJEITADO', cor: '#c62828' },
  { id: 3, descricao: 'PENDENTE', cor: '#f9a825' },
  { id: 4, descricao: 'APROVAÇÃO AUTOMÁTICA DO SISTEMA', cor: '#1565c0' },
];

export const modalidades = [
  { id: 1, descricao: 'HOSPITALAR', recursosBloqueados: emptyList<number>() },
  { id: 2, descricao: 'AMBULATORIAL', recursosBloqueados: [1] },
  { id: 3, descricao: 'HOSPITAL DIA', recursosBloqueados: [2] },
];

export const salas = [
  { id: 1, descricao: 'SALA 01', centroCirurgico: 1 },
  { id: 2, descricao: 'SALA 02', centroCirurgico: 1 },
  { id: 3, descricao: 'SALA 03', centroCirurgico: 1 },
  { id: 4, descricao: 'SALA AMB 01', centroCirurgico: 2 },
  { id: 5, descricao: 'SALA OBST 01', centroCirurgico: 3 },
  { id: 6, descricao: 'SALA ESPECIAL', centroCirurgico: 4 },
  { id: 7, descricao: 'SALA 04', centroCirurgico: 1 },
  { id: 8, descricao: 'SALA 05', centroCirurgico: 1 },
  { id: 9, descricao: 'SALA 06', centroCirurgico: 1 },
  { id: 10, descricao: 'SALA 07', centroCirurgico: 1 },
  { id: 11, descricao: 'SALA 08', centroCirurgico: 1 },
];

export const tiposTransfusao = [
  { id: 1, descricao: 'ROTINA' },
  { id: 2, descricao: 'PROGRAMADA' },
  { id: 3, descricao: 'URGENTE' },
  { id: 4, descricao: 'EMERGÊNCIA' },
];

/** Professionals of the teams (staff and residents), beyond the seeded users. */
export const profissionais = [
  { id: 101, nome: 'CARLOS EDUARDO MENDES', crm: '123456', equipe: 1, residente: false },
  { id: 102, nome: 'JULIA FERREIRA SOUZA', crm: '234567', equipe: 1, residente: true },
  { id: 110, nome: 'LUCAS MARTINS ROCHA', crm: '567890', equipe: 1, residente: true },
  { id: 111, nome: 'THAIS CRISTINA ALMEIDA', crm: '678901', equipe: 1, residente: true },
  { id: 112, nome: 'RICARDO AUGUSTO TAVARES', crm: '789012', equipe: 1, residente: false },
  { id: 103, nome: 'MARIANA COSTA LIMA', crm: '345678', equipe: 2, residente: false },
  { id: 113, nome: 'GUSTAVO HENRIQUE BARBOSA', crm: '890123', equipe: 2, residente: true },
  { id: 114, nome: 'ANDRE LUIZ FONSECA', crm: '901234', equipe: 5, residente: false },
  { id: 115, nome: 'BEATRIZ MOURA CAMPOS', crm: '912345', equipe: 5, residente: false },
];
