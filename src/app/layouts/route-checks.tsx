import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import { versaoQuery } from '@/api/shell/get-versao';
import { shellKeys } from '@/api/shell/keys';
import { destinoDaVersao } from '@/config/access';

/**
 * On every route render: configuration, system-resource configuration and version are fetched (spec §4 'Login and
 * version'); a failure shows its toast for 4 s, a different server version sends the user to the update notice.
 */
export function RouteChecks() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [, , versao] = useQueries({
    queries: [configuracoesQuery(), configuracoesRecursoQuery(), versaoQuery()],
  });

  const firstRender = useRef(true);
  useEffect(() => {
    // The mount fetches by itself; each later route change fetches again.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: shellKeys.all });
  }, [pathname, queryClient]);

  const destino = destinoDaVersao(versao.data?.versao);
  return destino === null ? null : <Navigate to={destino} replace />;
}
