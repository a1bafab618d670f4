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

/**
 * 'Confirmar Rejeição': the request becomes CANCELADO for good (wizards-and-management.md §4). The reason stays
 * optional, as the specification shows no check on it (§5), but the field has the focus, and a first Rejeitar with
 * none asks once more before cancelling without a word to the requester. A failure keeps the text.
 */
export function RejeitarDialog({ row, onClose }: { row: LinhaGerente; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const mutation = useRejeitarPedido(profissional);
  const { escrever, aviso } = useEscrita(onClose);
  const [semMotivo, setSemMotivo] = useState(false);
  // What the user decides on is what the row showed when the dialog opened.
  const [visto] = useState(() => estadoDaLinha(row));
  const { control, handleSubmit } = useForm<{ motivo: string }>({
    resolver: zodResolver(rejeicaoSchema),
    defaultValues: { motivo: '' },
  });
  const rejeitar = handleSubmit(({ motivo }) => {
    const texto = motivo.trim();
    if (!texto && !semMotivo) {
      setSemMotivo(true);
      return;
    }
    return escrever(
      'rejeitar',
      () => mutation.mutateAsync({ pedidoId: row.id, motivo: texto, visto }),
      `Pedido nº ${row.codigo} rejeitado.`,
    );
  });
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
        <p>Rejeitar o pedido nº {row.codigo}? Isto não pode ser desfeito: o pedido será cancelado.</p>
        <TextAreaField
          control={control}
          name="motivo"
          label="Motivo da rejeição"
          maxLength={MOTIVO_REJEICAO_MAX}
          showCount
          focusOnOpen
          helpText="O requisitante vê este motivo no resumo do pedido, e o Histórico o registra."
        />
        {semMotivo ? (
          <p className="dialog-falha" role="alert">
            Nenhum motivo informado: o requisitante não saberá por que o pedido foi cancelado. Pressione Rejeitar de
            novo para rejeitar sem motivo.
          </p>
        ) : null}
        {aviso}
      </form>
    </AppDialog>
  );
}
