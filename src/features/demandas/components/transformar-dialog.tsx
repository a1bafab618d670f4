import { useMutation } from '@tanstack/react-query';
import { incluirPedidoPorDemanda } from '@/api/demandas/demanda-actions';
import { numeroDemanda, type DemandaRow } from '@/api/demandas/demanda-row';
import { useRequiredProfissional } from '@/api/session/session-store';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { wizardRuns } from '@/config/wizard-runs';
import { errorMessage } from '@/lib/http/api-error';
import { useNavegar } from '@/lib/router/navegar';

/** Not worded by the specification (docs/decisions.md): the failure is logged, and the user told in one line. */
const TRANSFORMAR_FALHOU = 'Não foi possível transformar a demanda em pedido.';

/**
 * 'Transformar em pedido': POST /api/incluirPedidoCirurgiaPorDemanda, then the request wizard on the new request with
 * the demand stored (it opens at Solicitação and finalises the transformation on submit).
 */
export function TransformarDialog({ row, onClose }: { row: DemandaRow; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const navigate = useNavegar();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: () => incluirPedidoPorDemanda(profissional.profissional_id, row.id),
    onSuccess: (pedido) => {
      navigate(wizardRuns.transformacao(pedido, row.id));
    },
    onError: (error) => {
      console.error('Falha ao transformar a demanda em pedido', errorMessage(error));
      toast.warn(TRANSFORMAR_FALHOU);
    },
  });
  return (
    <ConfirmDialog
      visible
      header="Transformar em pedido"
      busy={mutation.isPending}
      onAccept={() => !mutation.isPending && mutation.mutate()}
      onReject={onClose}
    >
      Transformar a demanda nº {numeroDemanda(row)} em pedido de cirurgia?
    </ConfirmDialog>
  );
}
