import { useMutation } from '@tanstack/react-query';
import { systemsUrl } from '@/api/clients';
import { baixarArquivo, salvarArquivo } from '@/lib/download/download-file';
import { nomeDoArquivo } from '../model/arquivo';
import type { Relatorio } from './get-relatorios';

/** A report link: an absolute address as given, a path on the systems API (spec decision 8). */
export const enderecoDoRelatorio = (link: string) => (/^https?:\/\//i.test(link) ? link : systemsUrl(link));

/** GET of the report's link, saved under the server's name (or the description); resolves to the name used. */
export function useBaixarRelatorio() {
  return useMutation({
    mutationFn: async (relatorio: Relatorio) => {
      const arquivo = await baixarArquivo(enderecoDoRelatorio(relatorio.link));
      const nome = nomeDoArquivo(arquivo.contentDisposition, arquivo.contentType, relatorio.descricao);
      salvarArquivo(arquivo.blob, nome);
      return nome;
    },
  });
}
