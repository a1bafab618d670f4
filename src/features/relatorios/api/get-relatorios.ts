import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';

/** A report (wizards-and-management.md §3 'Report: descricao, link'); one without a link cannot be downloaded. */
export const relatorioSchema = z.object({ descricao: L.required(L.text()), link: L.required(L.text()) });

export type Relatorio = z.infer<typeof relatorioSchema>;

/** GET /api/listarRelatorios (§7 'Login, reports, password'). */
export function useRelatorios() {
  return useQuery({
    queryKey: ['relatorios'] as const,
    queryFn: async ({ signal }) =>
      parseList(relatorioSchema, await mainApi.get('/api/listarRelatorios', { signal }), 'GET /api/listarRelatorios'),
  });
}
