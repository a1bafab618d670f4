import { emptyList } from './empty-list';

/** The print forms saved for a request (requester-side.md §3 'Payloads'), as the back-end received them. */
export interface MockDadosImpressao {
  rph: Record<string, string> | null;
  internacao: Record<string, string> | null;
  observacoesAvisoCirurgia: string | null;
}

/** A saved AIH request (POST /api/dadosImpressaoSolicitacaoAIH). */
interface MockSolicitacaoAIH {
  id: number;
  pedidoCirurgia: number;
  dados: Record<string, unknown>;
}

/** The printing tables: saved print forms by request id and the AIH requests. */
export function createImpressaoTables() {
  return {
    dadosImpressao: new Map<number, MockDadosImpressao>(),
    solicitacoesAIH: emptyList<MockSolicitacaoAIH>(),
  };
}
