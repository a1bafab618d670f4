import { emptyList } from './empty-list';

/** The hospital's legacy system (patients, encounters, admissions, exams) and supplementary patients. */
interface LegacyPaciente {
  SEQ_PACIENTE: number;
  NRO_PRONTUARIO: number;
  NOM_PESSOA: string;
  NOM_MAE: string | null;
  DAT_NASCIMENTO: string;
  COD_SEXO: 'M' | 'F';
  NRO_CPF: string | null;
  EMAIL: string | null;
  TELEFONE: string | null;
  CELULAR: string | null;
  COD_LEITO: string | null;
  GMR: 'S' | 'N';
  NRO_FAA: number | null;
  DAT_HORA_ATENDIMENTO: string | null;
  saudeSuplementar?: boolean;
  NRO_CNS?: string | null;
}

interface LegacyAtendimento {
  SEQ_ATENDIMENTO: number;
  SEQ_PACIENTE: number;
  DAT_HORA_ATENDIMENTO: string;
  NRO_FAA: number;
  NOM_CARATER_ATENDIMENTO: string;
  SEQ_CARATER_ATENDIMENTO: number;
  NOM_CENTRO_CUSTO: string;
  SEQ_CENTRO_CUSTO: number;
  SEQ_INTERNACAO: number | null;
  exames: number[]; // SEQ_EXAME (= itemExame.idLegado)
}

interface LegacyInternacao {
  SEQ_INTERNACAO: number;
  SEQ_PACIENTE: number;
  NRO_INTERNACAO: number;
  DAT_HORA_INTERNACAO: string;
  COD_LEITO: string | null;
  aberta: boolean;
  exames: number[];
}

export interface MockDemanda {
  id: number;
  codigo: string;
  seqPaciente: number;
  equipe: number;
  procedimentoPrincipal: number;
  dataInclusao: string;
}

const p = (
  seq: number,
  pront: number,
  nome: string,
  nasc: string,
  sexo: 'M' | 'F',
  extra: Partial<LegacyPaciente> = {},
): LegacyPaciente => ({
  SEQ_PACIENTE: seq,
  NRO_PRONTUARIO: pront,
  NOM_PESSOA: nome,
  NOM_MAE: 'MAE DE ' + nome.split(' ')[0],
  DAT_NASCIMENTO: nasc,
  COD_SEXO: sexo,
  NRO_CPF: null,
  EMAIL: null,
  TELEFONE: '1433224455',
  CELULAR: '14998761234',
  COD_LEITO: null,
  GMR: 'N',
  NRO_FAA: null,
  DAT_HORA_ATENDIMENTO: null,
  ...extra,
});

export function createWizardTables() {
  const legadoPacientes: LegacyPaciente[] = [
    p(880_000, 4_100_000, 'MARIA APARECIDA DE SOUZA', '1958-04-12', 'F'),
    p(880_007, 4_100_037, 'JOSE CARLOS DA SILVA', '1962-09-30', 'M', { GMR: 'S' }),
    p(880_014, 4_100_074, 'ANTONIO PEREIRA SOUSA', '1970-01-05', 'M', { COD_LEITO: '305-B' }),
    p(880_021, 4_100_111, 'ANA PAULA RODRIGUES', '1985-07-19', 'F', { EMAIL: 'ana.rodrigues@email.com.br' }),
    p(880_028, 4_100_148, 'LUIZ FERNANDO OLIVEIRA', '1977-11-23', 'M'),
    p(880_035, 4_100_185, 'MARIA APARECIDA SOUZA LIMA', '1966-02-02', 'F'),
    p(990_001, 9_000_001, 'ROBERTO CARLOS MENDONCA', '1980-05-05', 'M', {
      saudeSuplementar: true,
      NRO_CPF: '52998224725',
      NRO_CNS: '898001234567890',
    }),
  ];
  const atendimentos: LegacyAtendimento[] = [
    {
      SEQ_ATENDIMENTO: 7001,
      SEQ_PACIENTE: 880_000,
      DAT_HORA_ATENDIMENTO: '2026-11-10T09:30:00',
      NRO_FAA: 300_101,
      NOM_CARATER_ATENDIMENTO: 'ELETIVO',
      SEQ_CARATER_ATENDIMENTO: 1,
      NOM_CENTRO_CUSTO: 'AMBULATÓRIO DE ORTOPEDIA',
      SEQ_CENTRO_CUSTO: 41,
      SEQ_INTERNACAO: null,
      exames: [9001, 9002, 9003],
    },
    {
      SEQ_ATENDIMENTO: 7002,
      SEQ_PACIENTE: 880_000,
      DAT_HORA_ATENDIMENTO: '2026-10-02T14:00:00',
      NRO_FAA: 300_087,
      NOM_CARATER_ATENDIMENTO: 'ELETIVO',
      SEQ_CARATER_ATENDIMENTO: 1,
      NOM_CENTRO_CUSTO: 'AMBULATÓRIO DE ORTOPEDIA',
      SEQ_CENTRO_CUSTO: 41,
      SEQ_INTERNACAO: null,
      exames: [9001],
    },
    {
      SEQ_ATENDIMENTO: 7003,
      SEQ_PACIENTE: 880_007,
      DAT_HORA_ATENDIMENTO: '2026-11-20T22:15:00',
      NRO_FAA: 300_150,
      NOM_CARATER_ATENDIMENTO: 'URGÊNCIA/EMERGÊNCIA',
      SEQ_CARATER_ATENDIMENTO: 2,
      NOM_CENTRO_CUSTO: 'PRONTO-SOCORRO',
      SEQ_CENTRO_CUSTO: 12,
      SEQ_INTERNACAO: 8101,
      exames: [9001, 9007],
    },
    {
      SEQ_ATENDIMENTO: 7004,
      SEQ_PACIENTE: 880_014,
      DAT_HORA_ATENDIMENTO: '2026-11-18T08:00:00',
      NRO_FAA: 300_140,
      NOM_CARATER_ATENDIMENTO: 'ELETIVO',
      SEQ_CARATER_ATENDIMENTO: 1,
      NOM_CENTRO_CUSTO: 'AMBULATÓRIO DE ORTOPEDIA',
      SEQ_CENTRO_CUSTO: 41,
      SEQ_INTERNACAO: null,
      exames: [],
    },
    {
      SEQ_ATENDIMENTO: 7005,
      SEQ_PACIENTE: 880_021,
      DAT_HORA_ATENDIMENTO: '2026-11-15T10:00:00',
      NRO_FAA: 300_130,
      NOM_CARATER_ATENDIMENTO: 'ELETIVO',
      SEQ_CARATER_ATENDIMENTO: 1,
      NOM_CENTRO_CUSTO: 'AMBULATÓRIO DE ORTOPEDIA',
      SEQ_CENTRO_CUSTO: 41,
      SEQ_INTERNACAO: null,
      exames: [9005],
    },
    {
      SEQ_ATENDIMENTO: 7006,
      SEQ_PACIENTE: 880_028,
      DAT_HORA_ATENDIMENTO: '2026-11-12T11:00:00',
      NRO_FAA: 300_120,
      NOM_CARATER_ATENDIMENTO: 'ELETIVO',
      SEQ_CARATER_ATENDIMENTO: 1,
      NOM_CENTRO_CUSTO: 'AMBULATÓRIO DE ORTOPEDIA',
      SEQ_CENTRO_CUSTO: 41,
      SEQ_INTERNACAO: null,
      exames: [],
    },
  ];
  const internacoes: LegacyInternacao[] = [
    {
      SEQ_INTERNACAO: 8101,
      SEQ_PACIENTE: 880_007,
      NRO_INTERNACAO: 51_001,
      DAT_HORA_INTERNACAO: '2026-11-21T02:00:00',
      COD_LEITO: '210-A',
      aberta: true,
      exames: [9001, 9002, 9007],
    },
    {
      SEQ_INTERNACAO: 8102,
      SEQ_PACIENTE: 880_000,
      DAT_HORA_INTERNACAO: '2025-06-01T10:00:00',
      NRO_INTERNACAO: 48_200,
      COD_LEITO: null,
      aberta: false,
      exames: [9004],
    },
  ];
  const demandas: MockDemanda[] = [
    {
      id: 9001,
      codigo: 'D2026-0101',
      seqPaciente: 880_028,
      equipe: 1,
      procedimentoPrincipal: 6,
      dataInclusao: '2026-09-01T10:00:00',
    },
  ];
  return {
    legadoPacientes,
    atendimentos,
    internacoes,
    demandas,
    pacientesSalvos: emptyList<Record<string, unknown>>(),
    atendimentosSalvos: emptyList<Record<string, unknown>>(),
    internacoesSalvas: emptyList<Record<string, unknown>>(),
  };
}
