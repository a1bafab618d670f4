import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { estadoDaLinha } from '@/api/escritas/model/estado-do-pedido';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { useRejeitarPedido } from '../api/escritas-gerente';
import { useEscrita } from '@/components/dialogs/use-escrita';
import type { LinhaGerente } from '../model/linhas';
import { MOTIVO_REJEICAO_MAX, rejeicaoSchema } from '../model/status-form';

/** 'Confirmar Rejeição': a free reason (≤ 4000); the request becomes CANCELADO for good. A failure keeps the text. */
export function RejeitarDialog({ row, onClose }: { row: LinhaGerente; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const mutation = useRejeitarPedido(profissional);
  const { escrever, aviso } = useEscrita(onClose);
  // What the user decides on is what the row showed when the dialog opened.
  const [visto] = useState(() => estadoDaLinha(row));
  const { control, handleSubmit } = useForm<{ motivo: string }>({
    resolver: zodResolver(rejeicaoSchema),
    defaultValues: { motivo: '' },
  });
  const rejeitar = handleSubmit(({ motivo }) =>
    escrever(
      'rejeitar',
      () => mutation.mutateAsync({ pedidoId: row.id, motivo: motivo.trim(), visto }),
      `Pedido nº ${row.codigo} rejeitado.`,
    ),
  );
  return (
    <AppDialog
      header="Confirmar Rejeição"
      onClose={onClose}
      busy={mutation.isPending}
      footer={[
        { label: 'Voltar', outlined: true, onClick: onClose },
        { label: 'Rejeitar', severity: 'danger', onClick: () => void rejeitar(), loading: mutation.isPending },
      ]}
    >
      <form onSubmit={(e) => void rejeitar(e)} noValidate>
        <p>Rejeitar o pedido nº {row.codigo}? O pedido será cancelado e a rejeição não pode ser desfeita.</p>
        <TextAreaField
          control={control}
          name="motivo"
          label="Motivo da rejeição"
          maxLength={MOTIVO_REJEICAO_MAX}
          showCount
        />
        {aviso}
      </form>
    </AppDialog>
  );
}
