import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from '@/components/dialogs/dialog-widths';
import { useToast } from '@/components/feedback/toast-context';
import { useFavoritar } from '../api/favoritos';
import { canSaveFavorito, type FavoritarForm } from '../model/forms';
import type { ListRow } from '../model/list-rows';

/** Favoritar: description, 'Para mim', 'Para minha equipe'; saving needs one of them ticked. */
export function FavoritarDialog({ row, onClose }: { row: ListRow; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const toast = useToast();
  const mutation = useFavoritar();
  const [form, setForm] = useState<FavoritarForm>({ descricao: row.procedimento ?? '', paraMim: false, paraEquipe: false });
  const save = () => {
    if (mutation.isPending || !canSaveFavorito(form)) return;
    mutation.mutate(
      {
        idPedidoCirurgia: row.id,
        descricao: form.descricao.trim(),
        idProfissional: form.paraMim ? profissional.profissional_id : null,
        idEquipe: form.paraEquipe ? (profissional.equipe_id ?? null) : null,
      },
      {
        onSuccess: () => {
          toast.success('Pedido favoritado.');
          onClose();
        },
        // A failed favourite save changes nothing visible (requester-side.md §8).
        onError: (error) => console.error('Falha ao favoritar', error.message),
      },
    );
  };
  return (
    <Dialog
      header={`Favoritar pedido nº ${row.codigo}`}
      visible
      onHide={onClose}
      style={{ width: DIALOG_WIDTH.standard }}
      breakpoints={DIALOG_BREAKPOINTS}
      footer={
        <>
          <Button label="Cancelar" outlined onClick={onClose} />
          <Button label="Salvar favorito" onClick={save} disabled={!canSaveFavorito(form)} loading={mutation.isPending} />
        </>
      }
    >
      <div className="field">
        <label htmlFor="favorito-descricao">Descrição</label>
        <InputText id="favorito-descricao" value={form.descricao} maxLength={200} onChange={(e) => setForm({ ...form, descricao: e.target.value })} />
      </div>
      <div className="checks">
        <span className="check">
          <Checkbox inputId="favorito-mim" checked={form.paraMim} onChange={(e) => setForm({ ...form, paraMim: Boolean(e.checked) })} />
          <label htmlFor="favorito-mim">Para mim</label>
        </span>
        <span className="check">
          <Checkbox inputId="favorito-equipe" checked={form.paraEquipe} onChange={(e) => setForm({ ...form, paraEquipe: Boolean(e.checked) })} />
          <label htmlFor="favorito-equipe">Para minha equipe</label>
        </span>
      </div>
    </Dialog>
  );
}
