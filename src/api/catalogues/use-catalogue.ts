import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { parseResponse } from '@/lib/http/parse-response';
import { catalogueDefs, type CatalogueArgs, type CatalogueData, type CatalogueName } from './catalogues';

const CACHE_PREFIX = 'catalogo:';

function readCache(key: string): unknown {
  try {
    const raw = localStorage.getItem(CACHE_PREFIX + key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** Query for one catalogue: session-cached in local storage, used first where present; never refetched in a session. */
export function catalogueQuery<K extends CatalogueName>(name: K, ...args: CatalogueArgs<K>) {
  const entry = catalogueDefs[name];
  const path = entry.path(...args);
  return queryOptions({
    queryKey: ['catalogue', path] as const,
    queryFn: async ({ signal }): Promise<CatalogueData<K>> => {
      const data: CatalogueData<K> = parseResponse(
        entry.schema,
        await mainApi.get(path, { signal }),
        `GET catálogo ${name}`,
      );
      try {
        localStorage.setItem(CACHE_PREFIX + path, JSON.stringify(data));
      } catch {
        // storage full: the in-memory cache still serves the session
      }
      return data;
    },
    initialData: () => {
      const cached = readCache(path);
      if (cached === undefined) return undefined;
      const parsed = entry.schema.safeParse(cached);
      return parsed.success ? parsed.data : undefined;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
}

/** A catalogue's rows, or an empty list while loading or after a (silent) failure. */
export function useCatalogue<K extends CatalogueName>(name: K, ...args: CatalogueArgs<K>) {
  const query = useQuery(catalogueQuery(name, ...args));
  return query;
}

/** As useCatalogue, but disabled until every argument is known. */
export function useCatalogueWhen<K extends CatalogueName>(enabled: boolean, name: K, ...args: CatalogueArgs<K>) {
  return useQuery({ ...catalogueQuery(name, ...args), enabled });
}
