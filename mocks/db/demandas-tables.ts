import type { ANOTACAO_DEMANDA_CAMPOS, CorpoDe } from '@/api/escritas/campos';
import type { DEMANDA_CAMPOS, ITEM_DEMANDA_CAMPOS } from '@/features/wizard/model/escritas-campos';
import type { ItemGravado } from './pedido-types';
import type { CamposDe, Registro } from './registro';
import type { MockDemanda } from './wizard-tables';
import { emptyList } from './empty-list';

/** A demand's state: open (statusInicialDemanda), turned into a request, or cancelled. */
export type SituacaoDemanda = 'aberta' | 'convertida' | 'cancelada';

/** An item as POST /api/itemDemanda stores it (wizards-and-management.md §3 'Demand item (itemDemanda)'), held by its demand. */
type MockItemDemanda = { id: number } & Registro<Exclude<CamposDe<typeof ITEM_DEMANDA_CAMPOS>, 'demanda'>, ItemGravado>;

/** The mock database's demand (wizards-and-management.md §3 'Demand'); the wizard's lookup reads its first fields. */
export interface MockDemandaCompleta extends MockDemanda {
  situacao: SituacaoDemanda;
  /** false until PUT /api/demanda/{id} saved it with salvo = 1 (a blank demand is not listed). */
  salvo: boolean;
  pacienteNome: string | null;
  profissionalInclusao: number;
  profissionalResponsavel: number | null;
  centroCirurgico: number | null;
  dataHoraSugerida: string | null;
  duracaoEstimada: number | null;
  eOncologica: 1 | 2 | null;
  lateralidade: 'D' | 'E' | 'N' | null;
  indicacaoClinica: string | null;
  itens: MockItemDemanda[];
  idPedido: number | null;
  observacoesCancelamento: string | null;
  /** The last PUT /api/demanda/{id}'s body, by the app's field list of it. */
  payload: Partial<CorpoDe<typeof DEMANDA_CAMPOS>> | null;
}

/** A demand's note as POST /api/salvarAnotacaoDemanda stores it (wizards-and-management.md §3 'Demand note'). */
type MockAnotacaoDemanda = {
  id: number;
  dataInclusao: string;
  profissional: number;
  /** Not yet read by the requester: Minhas Demandas shows a dot badge. */
  pendente: boolean;
} & Registro<CamposDe<typeof ANOTACAO_DEMANDA_CAMPOS>, { demanda: number; anotacao: string }>;

type Base = Omit<MockDemandaCompleta, 'id' | 'codigo' | 'itens' | 'payload' | 'idPedido' | 'observacoesCancelamento'>;

const d = (id: number, base: Base, extra: Partial<MockDemandaCompleta> = {}): MockDemandaCompleta => ({
  id,
  codigo: `D2026-${String(id - 8900).padStart(4, '0')}`,
  itens: [],
  payload: null,
  idPedido: null,
  observacoesCancelamento: null,
  ...base,
  ...extra,
});

const aberta = (
  seqPaciente: number,
  pacienteNome: string,
  equipe: number,
  profissional: number,
  procedimentoPrincipal: number,
  centro: number,
  dataInclusao: string,
): Base => ({
  seqPaciente,
  pacienteNome,
  equipe,
  procedimentoPrincipal,
  dataInclusao,
  situacao: 'aberta',
  salvo: true,
  profissionalInclusao: profissional,
  profissionalResponsavel: profissional,
  centroCirurgico: centro,
  dataHoraSugerida: null,
  duracaoEstimada: 120,
  eOncologica: 2,
  lateralidade: 'N',
  indicacaoClinica: 'PACIENTE COM INDICACAO CIRURGICA ELETIVA AGUARDANDO VAGA',
});

/**
 * Demands in every state, across teams and centres, some oncological, some with notes pending. Besides the wizard's
 * 9001, their patients are not in the legacy table, so the wizard's patient search never offers them.
 */
export function createDemandasTables() {
  const demandas: MockDemandaCompleta[] = [
    // The wizard's seeded demand (listarDemandasPacienteEquipe) keeps its id, patient, team and procedure.
    {
      ...d(9001, aberta(880_028, 'LUIZ FERNANDO OLIVEIRA', 1, 101, 6, 1, '2026-09-01T10:00:00')),
      codigo: 'D2026-0101',
      itens: [
        { id: 1, item: 601, quantidade: 1, itemEventual: false, justificativaEventual: null, unidadeMedida: null },
        { id: 2, item: 201, quantidade: 4, itemEventual: false, justificativaEventual: null, unidadeMedida: null },
      ],
    },
    d(9002, aberta(881_010, 'BENEDITA ROSA DE MORAES', 1, 101, 3, 2, '2026-10-05T09:30:00'), {
      dataHoraSugerida: '2026-12-10T08:00:00',
    }),
    d(9003, aberta(881_021, 'FRANCISCA HELENA CARDOSO', 1, 102, 1, 1, '2026-10-20T14:00:00'), { eOncologica: 1 }),
    d(9004, aberta(881_007, 'ANTONIO MARCOS PEREIRA', 1, 101, 2, 1, '2026-08-12T08:15:00'), {
      situacao: 'convertida',
    }),
    d(9005, aberta(881_007, 'ANTONIO MARCOS PEREIRA', 1, 101, 4, 2, '2026-07-30T16:45:00'), {
      situacao: 'cancelada',
      observacoesCancelamento: 'PACIENTE DESISTIU DO PROCEDIMENTO',
    }),
    d(9006, aberta(881_010, 'BENEDITA ROSA DE MORAES', 2, 103, 1, 1, '2026-11-02T11:00:00')),
    d(9007, aberta(881_021, 'FRANCISCA HELENA CARDOSO', 2, 103, 2, 3, '2026-11-10T10:20:00'), { eOncologica: 1 }),
    d(9008, aberta(881_028, 'RAIMUNDO NONATO BEZERRA', 7, 103, 3, 2, '2026-11-15T13:40:00'), { eOncologica: 1 }),
  ];
  const anotacoesDemanda: MockAnotacaoDemanda[] = [
    {
      id: 1,
      demanda: 9002,
      anotacao: 'AGUARDANDO LIBERACAO DE OPME PELO SETOR DE COMPRAS',
      dataInclusao: '2026-10-06T10:00:00',
      profissional: 103,
      pendente: true,
    },
    {
      id: 2,
      demanda: 9006,
      anotacao: 'CONFIRMAR EXAMES PRE-OPERATORIOS',
      dataInclusao: '2026-11-03T09:00:00',
      profissional: 103,
      pendente: false,
    },
  ];
  return { demandas, anotacoesDemanda, itensDemandaCriados: emptyList<Record<string, unknown>>() };
}
