import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from '@/components/dialogs/dialog-widths';
import { useToast } from '@/components/feedback/toast-context';
import { errorMessage } from '@/lib/http/api-error';
import { useCancelarPedido } from '../api/cancelar-pedido';
import { MOTIVO_OBRIGATORIO, OBSERVACOES_MAX } from '../model/forms';
import type { ListRow } from '../model/list-rows';

/** Cancelar: a reason is required, observations ≤ 500; a failure keeps what was typed. */
export function CancelarDialog({ row, onClose }: { row: ListRow; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const motivos = useCatalogue('motivoCancelamento').data ?? [];
  const toast = useToast();
  const mutation = useCancelarPedido(profissional);
  const [motivo, setMotivo] = useState<number | null>(null);
  const [observacoes, setObservacoes] = useState('');
  const confirmar = () => {
    if (mutation.isPending) return;
    if (motivo === null) {
      toast.warn(MOTIVO_OBRIGATORIO);
      return;
    }
    mutation.mutate(
      { pedidoId: row.id, motivoCancelamentoSelecionadoId: motivo, observacoesCancelamento: observacoes.trim() },
      {
        onSuccess: () => {
          toast.success(`Pedido nº ${row.codigo} cancelado.`);
          onClose();
        },
        onError: (error) => toast.warn(errorMessage(error)),
      },
    );
  };
  return (
    <Dialog
      header={`Cancelar pedido nº ${row.codigo}`}
      visible
      onHide={onClose}
      style={{ width: DIALOG_WIDTH.standard }}
      breakpoints={DIALOG_BREAKPOINTS}
      footer={
        <>
          <Button label="Voltar" outlined onClick={onClose} />
          <Button label="Confirmar cancelamento" severity="danger" onClick={confirmar} loading={mutation.isPending} />
        </>
      }
    >
      <div className="field">
        <label htmlFor="cancelar-motivo">Motivo do cancelamento</label>
        <Dropdown
          inputId="cancelar-motivo"
          value={motivo}
          options={motivos}
          optionLabel="descricao"
          optionValue="id"
          placeholder="Selecione o motivo"
          onChange={(e) => setMotivo(typeof e.value === 'number' ? e.value : null)}
        />
      </div>
      <div className="field">
        <label htmlFor="cancelar-observacoes">Observações</label>
        <InputTextarea
          id="cancelar-observacoes"
          value={observacoes}
          maxLength={OBSERVACOES_MAX}
          rows={4}
          onChange={(e) => setObservacoes(e.target.value)}
          aria-describedby="cancelar-observacoes-contador"
        />
        <small id="cancelar-observacoes-contador" className="field__help">
          {observacoes.length}/{OBSERVACOES_MAX}
        </small>
      </div>
    </Dialog>
  );
}
