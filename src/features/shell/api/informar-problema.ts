import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { type CorpoDe } from '@/api/escritas/campos';
import { successMessage } from '@/lib/schema/server-message';
import type { PROBLEMA_CAMPOS } from '../model/problema-schema';

const schema = successMessage('Problema informado com sucesso!');

/** POST /api/enviarEmailInformarProblema {problemaInformado: name, line break, description}. */
async function informarProblema({ nome, descricao }: { nome: string; descricao: string }) {
  return schema.parse(
    await mainApi.post('/api/enviarEmailInformarProblema', {
      problemaInformado: `${nome}\n${descricao}`,
    } satisfies CorpoDe<typeof PROBLEMA_CAMPOS>),
  );
}

export function useInformarProblemaMutation() {
  return useMutation({ mutationFn: informarProblema });
}
