import { useAnotacaoDemandaWrites } from '@/api/demandas/anotacoes-demanda';
import { useToast } from '@/components/feedback/toast-context';
import { errorMessage } from '@/lib/http/api-error';

/** Deletes a demand note; a failure shows the server's message. */
export function useRemoverAnotacao(onDone: () => void) {
  const { remover } = useAnotacaoDemandaWrites();
  const toast = useToast();
  return {
    isPending: remover.isPending,
    run: (id: number) => {
      if (remover.isPending) return;
      remover.mutate(id, {
        onSuccess: () => {
          toast.success('Anotação excluída.');
          onDone();
        },
        onError: (error) => toast.warn(errorMessage(error)),
      });
    },
  };
}
