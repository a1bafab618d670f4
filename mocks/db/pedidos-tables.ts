import type { ANOTACAO_CAMPOS } from '@/api/anotacoes/nova-anotacao';
import type { DOCUMENTO_CAMPOS } from '@/api/escritas/campos';
import type { FAVORITAR_CAMPOS } from '@/features/pedidos/model/escritas-campos';
import { isLargeData } from '../scenarios-state';
import type { MockPedido } from './pedido-types';
import { seedAgendaMedicoPedidos } from './seed-agenda-medico';
import { seedAreaTecnicaPedidos } from './seed-area-tecnica';
import { seedAreaTecnicaLarge } from './seed-area-tecnica-large';
import { seedGerentePedidos } from './seed-gerente';
import { seedProntidaoPedidos } from './seed-prontidao';
import type { CamposDe, Registro } from './registro';
import { seedDate, seedLargePedidos, seedPacientes, seedPedidos } from './seed-pedidos';

/** A favourite as POST /api/favoritarPedidoCirurgia stores it (requester-side.md §3 'Payloads'), with its id. */
type MockFavorito = { id: number } & Registro<
  CamposDe<typeof FAVORITAR_CAMPOS>,
  {
    idPedidoCirurgia: number;
    descricao: string;
    idProfissional: number | null;
    idEquipe: number | null;
  }
>;

/**
 * A request's note as POST /api/anotacao stores it (wizards-and-management.md §7 'Request notes and documents'), with
 * what the back-end adds (id, author, dates).
 */
type MockAnotacao = {
  id: number;
  dataInclusao: string;
  dataVisualizacao: string | null;
  profissional: number;
} & Registro<
  CamposDe<typeof ANOTACAO_CAMPOS>,
  {
    pedidoCirurgia: number;
    anotacao: string;
    mostraMeusPedidos: boolean;
    mostraAreaTecnica: boolean;
  }
>;

/**
 * A document as POST /api/documento stores it (requester-side.md §7 'Documents'; the file kept by its name), with what
 * the back-end adds.
 */
type MockDocumento = {
  id: number;
  /** Bytes; null for a legacy record the back-end keeps no size for. */
  tamanho: number | null;
  /** When it was attached; null for a legacy record. */
  dataInclusao: string | null;
} & Registro<CamposDe<typeof DOCUMENTO_CAMPOS>, { pedidoCirurgia: number; arquivo: string }>;

/**
 * A surgical box in use by another request (step 3's 'Aviso de utilização de caixa cirúrgica'): request
 * 2027011 (dated, confirmed) also takes CAIXA DE ORTOPEDIA GRANDES FRAGMENTOS (302). Appended to that one request only.
 */
function withCaixaEmUso(pedidos: MockPedido[]) {
  pedidos
    .find((p) => p.id === 1011)
    ?.itens.push({
      id: 1011 * 10 + 5,
      item: 302,
      quantidade: 1,
      itemEventual: false,
      justificativaEventual: null,
      unidadeMedida: null,
    });
}

/**
 * Tables of the pedidos area: requests, favourites, notes and documents; and `padrao`, the requests of the default
 * seed alone, for the seeds built on them (the opinions): a bench-only large set switched on must not take the data
 * meant for the default requests (its first requests were given opinions, and left 'Sem Parecer').
 */
export function createPedidosTables() {
  const pacientes = seedPacientes();
  const proprios = seedPedidos(pacientes);
  const outros = [...seedGerentePedidos(), ...seedAreaTecnicaPedidos(pacientes), ...seedAgendaMedicoPedidos(pacientes)];
  const pedidos: MockPedido[] = [
    ...proprios,
    ...(isLargeData() ? seedLargePedidos(pacientes) : []),
    ...outros,
    ...(isLargeData('areaTecnica') ? seedAreaTecnicaLarge(pacientes) : []),
    // Last, and not in `padrao`: they carry opinions of their own (mocks/db/seed-prontidao.ts).
    ...seedProntidaoPedidos(),
  ];
  withCaixaEmUso(pedidos);
  const favoritos: MockFavorito[] = [
    { id: 1, idPedidoCirurgia: 1001, descricao: 'ARTROPLASTIA DE JOELHO PADRÃO', idProfissional: 101, idEquipe: null },
    { id: 2, idPedidoCirurgia: 1005, descricao: 'FRATURA DE TÍBIA - EQUIPE', idProfissional: null, idEquipe: 1 },
  ];
  const anotacoes: MockAnotacao[] = [
    {
      id: 1,
      pedidoCirurgia: 1000,
      anotacao: 'Favor anexar o risco cirúrgico do cardiologista.',
      dataInclusao: seedDate(-2, 10),
      dataVisualizacao: null,
      mostraMeusPedidos: true,
      mostraAreaTecnica: false,
      profissional: 103,
    },
    {
      id: 2,
      pedidoCirurgia: 1000,
      anotacao: 'Paciente confirmou jejum e acompanhante.',
      dataInclusao: seedDate(-1, 15),
      dataVisualizacao: null,
      mostraMeusPedidos: true,
      mostraAreaTecnica: true,
      profissional: 103,
    },
    {
      id: 3,
      pedidoCirurgia: 1001,
      anotacao: 'OPME aprovada pela área técnica.',
      dataInclusao: seedDate(-5, 9),
      dataVisualizacao: seedDate(-4, 9),
      mostraMeusPedidos: true,
      mostraAreaTecnica: true,
      profissional: 106,
    },
    {
      id: 4,
      pedidoCirurgia: 1002,
      anotacao: 'Nota interna da área técnica.',
      dataInclusao: seedDate(-3, 11),
      dataVisualizacao: null,
      mostraMeusPedidos: false,
      mostraAreaTecnica: true,
      profissional: 105,
    },
    {
      id: 5,
      pedidoCirurgia: 1003,
      anotacao: 'Residente: revisar a lateralidade com o preceptor.',
      dataInclusao: seedDate(-1, 8),
      dataVisualizacao: null,
      mostraMeusPedidos: true,
      mostraAreaTecnica: false,
      profissional: 103,
    },
    {
      id: 6,
      pedidoCirurgia: 1037,
      anotacao: 'Aguardando exames pré-operatórios.',
      dataInclusao: seedDate(-2, 16),
      dataVisualizacao: null,
      mostraMeusPedidos: true,
      mostraAreaTecnica: true,
      profissional: 106,
    },
  ];
  const documentos: MockDocumento[] = [
    { id: 1, pedidoCirurgia: 1000, arquivo: 'risco-cirurgico.pdf', tamanho: 182_000, dataInclusao: seedDate(-3, 14) },
    {
      id: 2,
      pedidoCirurgia: 1001,
      arquivo: 'ressonancia-joelho.pdf',
      tamanho: 2_450_000,
      dataInclusao: seedDate(-6, 9),
    },
    { id: 3, pedidoCirurgia: 1001, arquivo: 'termo-de-consentimento.pdf', tamanho: null, dataInclusao: null },
  ];
  return { padrao: [...proprios, ...outros], pacientes, pedidos, favoritos, anotacoes, documentos };
}
