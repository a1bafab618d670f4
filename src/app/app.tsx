import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { sessionStore } from '@/api/session/session-store';
import { useToast } from '@/components/feedback/toast-context';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { onUnauthorized } from '@/lib/http/session-token';
import { onQueryErrorToast } from './query-client';

function SessionEffects({ queryClient }: { queryClient: QueryClient }) {
  const toast = useToast();
  useEffect(() => {
    onQueryErrorToast((message) => toast.error(message, { life: TOAST_MS.settings }));
    // A 401 from any back-end ends the session, the wizard's draft kept for the same user (spec decision 9) out of
    // clear storage; the vault loads on first use, not with the sign-in page (docs/decisions/014-lock-and-export.md).
    onUnauthorized(() => {
      const profissional = sessionStore.get();
      if (!profissional) return;
      sessionStore.signOut('expired');
      void import('@/lib/storage/cofre').then((m) => m.selarCofre(profissional.userid));
    });
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionStore.get()) return;
      queryClient.clear();
      if (sessionStore.lastSignOutReason() !== 'expired')
        void import('@/lib/storage/cofre').then((m) => m.descartarCofre());
    });
    return () => {
      onQueryErrorToast(null);
      onUnauthorized(null);
      unsubscribe();
    };
  }, [queryClient, toast]);
  return null;
}

/** Providers around the router. */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionEffects queryClient={client} />
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
