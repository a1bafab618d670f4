import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { DOCUMENTO_CAMPOS } from '@/api/escritas/campos';
import { env } from '@/config/env';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { pedidoKeys } from '@/api/pedidos/keys';

// Date and size are not in the specification's record (`id, arquivo`): read under either plausible name.
export const documentoSchema = z
  .object({
    id: L.required(L.id()),
    arquivo: L.text(),
    dataInclusao: L.dateTime(),
    data: L.dateTime(),
    tamanho: L.decimal(),
    size: L.decimal(),
  })
  .transform(({ id, arquivo, dataInclusao, data, tamanho, size }) => ({
    id,
    arquivo,
    dataInclusao: dataInclusao ?? data,
    tamanho: tamanho ?? size,
  }));
export type Documento = z.output<typeof documentoSchema>;

/** The address that opens a document: not documented, so the main API's `documentodetail/{id}` (docs/decisions.md). */
export function documentoHref(id: number): string {
  return `${env.VITE_MAIN_API_URL.replace(/\/$/, '')}/api/documentodetail/${id}`;
}

/** GET /api/documento/{pedido}. */
export function useDocumentos(pedidoId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.documentos(pedidoId ?? 0),
    queryFn: async ({ signal }) =>
      parseList(
        documentoSchema,
        await mainApi.get(`/api/documento/${pedidoId}`, { signal }),
        'GET /api/documento/{id}',
      ),
    enabled: pedidoId !== null,
    staleTime: 0,
  });
}

/** One file to send: its cancel (the dialog's Cancelar) and where its progress goes. */
interface EnvioDocumento {
  arquivo: File;
  signal?: AbortSignal;
  onProgresso?: (enviado: number) => void;
}

const [ARQUIVO, PEDIDO] = DOCUMENTO_CAMPOS;

/** POST /api/documento (multipart: arquivo, pedidoCirurgia), one file per call. */
export function useUploadDocumento(pedidoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ arquivo, signal, onProgresso }: EnvioDocumento) => {
      const form = new FormData();
      form.append(ARQUIVO, arquivo, arquivo.name);
      form.append(PEDIDO, String(pedidoId));
      await mainApi.post('/api/documento', form, { signal, onUploadProgress: onProgresso });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.documentos(pedidoId) }),
  });
}

/** DELETE /api/documentodetail/{id}. */
export function useExcluirDocumento(pedidoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mainApi.delete(`/api/documentodetail/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.documentos(pedidoId) }),
  });
}
