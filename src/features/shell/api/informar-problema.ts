import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';

const schema = z.looseObject({ mensagem: z.string().default('Problema informado com sucesso!') });

/** POST /api/enviarEmailInformarProblema {problemaInformado: name, line break, description}. */
export async function informarProblema({ nome, descricao }: { nome: string; descricao: string }) {
  return schema.parse(await mainApi.post('/api/enviarEmailInformarProblema', { problemaInformado: `${nome}\n${descricao}` }));
}

export function useInformarProblemaMutation() {
  return useMutation({ mutationFn: informarProblema });
}
