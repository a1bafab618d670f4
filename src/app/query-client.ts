import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

type ErrorListener = (message: string) => void;
let errorListener: ErrorListener | null = null;

/** The shell registers how a query's `meta.errorToast` is shown. */
export function onQueryErrorToast(listener: ErrorListener | null): void {
  errorListener = listener;
}

let latest: QueryClient | null = null;

/** The client the app runs with (the last one created), for work that starts outside React: the router's prefetches. */
export const appQueryClient = (): QueryClient | null => latest;

/** One client for the app; a query may name the toast its failure shows with meta.errorToast. */
export function createQueryClient(): QueryClient {
  latest = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const message = query.meta?.errorToast;
        if (typeof message === 'string') errorListener?.(message);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return latest;
}
