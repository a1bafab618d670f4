import { useMutation } from '@tanstack/react-query';
import { systemsApi } from '@/api/clients';
import { salvarArquivo } from '@/lib/download/download-file';
import { nomeDoArquivo } from '../model/arquivo';
import type { Relatorio } from './get-relatorios';

/**
 * GET of the report's link on the systems back-end (spec decision 8; an absolute address is called as given), saved
 * under the server's name (or the description); resolves to the name used.
 */
export function useBaixarRelatorio() {
  return useMutation({
    mutationFn: async (relatorio: Relatorio) => {
      const arquivo = await systemsApi.download(relatorio.link);
      const nome = nomeDoArquivo(arquivo.contentDisposition, arquivo.contentType, relatorio.descricao);
      salvarArquivo(arquivo.blob, nome);
      return nome;
    },
  });
}
