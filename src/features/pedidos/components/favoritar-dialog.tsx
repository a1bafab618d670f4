import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/http/api-error';
import { useFavoritar } from '../api/favoritos';
import { useWriteOnce } from '../hooks/use-write-once';
import { canSaveFavorito, FAVORITO_DESCRICAO_MAX, favoritarSchema, type FavoritarForm } from '../model/forms';
import type { ListRow } from '../model/list-rows';
import '../pedidos.css';

/** Favoritar: description, 'Para mim', 'Para minha equipe'; saving needs one of them ticked. */
export function FavoritarDialog({ row, onClose }: { row: ListRow; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const toast = useToast();
  const mutation = useFavoritar();
  const once = useWriteOnce();
  const { control, handleSubmit } = useForm<FavoritarForm>({
    resolver: zodResolver(favoritarSchema),
    defaultValues: { descricao: row.procedimento ?? '', paraMim: false, paraEquipe: false },
  });
  const [paraMim, paraEquipe] = useWatch({ control, name: ['paraMim', 'paraEquipe'] });
  const podeSalvar = canSaveFavorito({ paraMim, paraEquipe });

  const save = handleSubmit((form) =>
    once('favoritar', async () => {
      try {
        await mutation.mutateAsync({
          idPedidoCirurgia: row.id,
          descricao: form.descricao,
          idProfissional: form.paraMim ? profissional.profissional_id : null,
          idEquipe: form.paraEquipe ? (profissional.equipe_id ?? null) : null,
        });
        toast.success('Pedido favoritado.');
        onClose();
        return true;
      } catch (error) {
        // A failed favourite save changes nothing visible (requester-side.md §8).
        console.error('Falha ao favoritar', errorMessage(error));
        return false;
      }
    }),
  );

  return (
    <AppDialog
      header={`Favoritar pedido nº ${row.codigo}`}
      onClose={onClose}
      busy={mutation.isPending}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose },
        { label: 'Salvar favorito', onClick: () => void save(), disabled: !podeSalvar, loading: mutation.isPending },
      ]}
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <TextField control={control} name="descricao" label="Descrição" maxLength={FAVORITO_DESCRICAO_MAX} />
        <div className="checks">
          <CheckboxField control={control} name="paraMim" label="Para mim" />
          <CheckboxField control={control} name="paraEquipe" label="Para minha equipe" />
        </div>
      </form>
    </AppDialog>
  );
}
