import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configuracoesQuery, FALHA_CONFIGURACOES, type Configuracoes } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';

/**
 * The opinion rules (finalised, cancelled and automatic-approval locks, the system's own opinion, the mandatory text,
 * the anaesthesia area) are the configuration's: until it is read the screen offers no action, and its failure says so
 * with 'Tentar novamente' (DESIGN.md 'Screens': a failure is never an empty screen).
 */
export function ComConfiguracoes({ children }: { children: (config: Configuracoes) => ReactNode }) {
  const query = useQuery(configuracoesQuery());
  if (query.data) return children(query.data);
  if (query.isError) return <ErrorState message={FALHA_CONFIGURACOES} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
