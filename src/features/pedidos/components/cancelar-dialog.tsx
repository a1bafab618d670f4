import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { estadoDaLinha } from '@/api/escritas/model/estado-do-pedido';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { CancelamentoDialog } from '@/components/dialogs/cancelamento-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { errorMessage } from '@/lib/http/api-error';
import { useCancelarPedido } from '../api/cancelar-pedido';
import { useWriteOnce } from '../hooks/use-write-once';
import { cancelarErro, cancelarSchema, OBSERVACOES_MAX, type CancelarForm } from '../model/forms';
import type { ListRow } from '../model/list-rows';

/** Cancelar: a reason is required, observations ≤ 500; a failure keeps what was typed. */
export function CancelarDialog({ row, onClose }: { row: ListRow; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const motivos = useCatalogue('motivoCancelamento').data ?? [];
  const toast = useToast();
  const mutation = useCancelarPedido(profissional);
  const once = useWriteOnce();
  // What the user decides on is what the row showed when the dialog opened.
  const [visto] = useState(() => estadoDaLinha(row));
  const { control, handleSubmit } = useForm<CancelarForm>({
    resolver: zodResolver(cancelarSchema),
    defaultValues: { motivo: null, observacoes: '' },
  });

  const confirmar = handleSubmit(
    ({ motivo, observacoes }) =>
      once('cancelar', async () => {
        if (motivo === null) return false;
        try {
          await mutation.mutateAsync({
            pedidoId: row.id,
            motivoCancelamentoSelecionadoId: motivo,
            observacoesCancelamento: observacoes.trim(),
            visto,
          });
          toast.success(`Pedido nº ${row.codigo} cancelado.`);
          onClose();
          return true;
        } catch (error) {
          // The server's message as a warning; what was typed stays for another try.
          toast.warn(errorMessage(error));
          return false;
        }
      }),
    (errors) => toast.warn(cancelarErro(errors)),
  );

  return (
    <CancelamentoDialog
      header={`Cancelar pedido nº ${row.codigo}`}
      onClose={onClose}
      pendente={mutation.isPending}
      onConfirmar={(e) => void confirmar(e)}
    >
      <DropdownField
        control={control}
        name="motivo"
        label="Motivo do cancelamento"
        options={motivos}
        optionLabel={(m) => m.descricao}
        optionValue={(m) => m.id}
        placeholder="Selecione o motivo"
      />
      <TextAreaField control={control} name="observacoes" label="Observações" maxLength={OBSERVACOES_MAX} showCount />
    </CancelamentoDialog>
  );
}
