import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { successMessage } from '@/lib/schema/server-message';

const responseSchema = successMessage('Senha alterada com sucesso!');

interface AlterarSenhaInput {
  userid: number;
  novaSenha: string;
  senhaAntiga: string;
}

/** GET /api/alterarSenha/{userid}/{novaSenha}/{senhaAntiga} (the existing back-end's contract). */
async function alterarSenha({ userid, novaSenha, senhaAntiga }: AlterarSenhaInput) {
  const path = `/api/alterarSenha/${userid}/${encodeURIComponent(novaSenha)}/${encodeURIComponent(senhaAntiga)}`;
  return responseSchema.parse(await mainApi.get(path, { keepSessionOn401: true }));
}

export function useAlterarSenhaMutation() {
  return useMutation({ mutationFn: alterarSenha });
}
