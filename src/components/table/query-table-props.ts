import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/http/api-error';
import type { ParsedList } from '@/lib/http/parse-response';

/** The table shell's data props from a list query: its rows, the rows left out, loading, error and retry. */
export function queryTableProps<T>(query: UseQueryResult<ParsedList<T>>) {
  return {
    rows: query.data?.rows,
    omitted: query.data?.omitted,
    isLoading: query.isLoading,
    error: query.error ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
