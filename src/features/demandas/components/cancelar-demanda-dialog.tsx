import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCancelarDemanda } from '@/api/demandas/demanda-actions';
import { numeroDemanda, type DemandaRow } from '@/api/demandas/demanda-row';
import { useRequiredProfissional } from '@/api/session/session-store';
import { CancelamentoDialog } from '@/components/dialogs/cancelamento-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { TextAreaField } from '@/components/form/text-area-field';
import { errorMessage } from '@/lib/http/api-error';
import {
  cancelarDemandaSchema,
  firstError,
  MOTIVO_CANCELAMENTO_OBRIGATORIO,
  OBSERVACOES_MAX,
  type CancelarDemandaForm,
} from '../model/forms';

/** Cancelar demanda: observations required; a failure shows the server's message and keeps what was typed. */
export function CancelarDemandaDialog({ row, onClose }: { row: DemandaRow; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const toast = useToast();
  const mutation = useCancelarDemanda();
  const { control, handleSubmit } = useForm<CancelarDemandaForm>({
    resolver: zodResolver(cancelarDemandaSchema),
    defaultValues: { observacoes: '' },
  });
  const numero = numeroDemanda(row);
  const confirmar = handleSubmit(
    async ({ observacoes }) => {
      if (mutation.isPending) return;
      try {
        await mutation.mutateAsync({
          demandaId: row.id,
          observacoesCancelamento: observacoes.trim(),
          profissional: profissional.profissional_id,
        });
        toast.success(`Demanda nº ${numero} cancelada.`);
        onClose();
      } catch (error) {
        toast.warn(errorMessage(error));
      }
    },
    (errors) => toast.warn(firstError(errors, MOTIVO_CANCELAMENTO_OBRIGATORIO)),
  );
  return (
    <CancelamentoDialog
      header={`Cancelar demanda nº ${numero}`}
      onClose={onClose}
      pendente={mutation.isPending}
      onConfirmar={(e) => void confirmar(e)}
    >
      <TextAreaField
        control={control}
        name="observacoes"
        label="Observações do cancelamento"
        maxLength={OBSERVACOES_MAX}
        showCount
        focusOnOpen
      />
    </CancelamentoDialog>
  );
}
