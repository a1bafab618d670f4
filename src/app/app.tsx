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
    // A 401 from any back-end ends the session the way 'Sair' does (spec decision 9).
    onUnauthorized(() => {
      if (sessionStore.get()) sessionStore.signOut('expired');
    });
    const unsubscribe = sessionStore.subscribe(() => {
      if (!sessionStore.get()) queryClient.clear();
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
