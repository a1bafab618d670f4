import { Button } from 'primereact/button';
import { useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { DataTableShell } from '@/components/table/data-table-shell';
import { wizardRuns } from '@/config/wizard-runs';
import { errorMessage } from '@/lib/http/api-error';
import { useFavoritos, useIncluirPorFavorito, type Favorito } from '../api/favoritos';
import { useWriteOnce } from '../hooks/use-write-once';
import { FavoritoItens } from './favorito-itens';
import '../pedidos.css';
import { useNavegar } from '@/lib/router/navegar';

/** New request from a favourite (own and team favourites): the wizard opens on the new request with its items. */
export function NovoFavoritoDialog({ onClose }: { onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const navigate = useNavegar();
  const equipeId = profissional.equipe_id ?? 0;
  const meus = useFavoritos('profissional', profissional.profissional_id, true);
  const equipe = useFavoritos('equipe', equipeId, equipeId > 0);
  const incluir = useIncluirPorFavorito();
  const once = useWriteOnce();
  // The favourite whose items are shown (requester-side.md §7: a favourite's items, read when it is chosen).
  const [vendo, setVendo] = useState<Favorito | null>(null);
  const usar = (favorito: Favorito) =>
    // One new request per dialog: the wizard opens on the first one created.
    once('incluir', async () => {
      try {
        const pedido = await incluir.mutateAsync({
          idProfissional: profissional.profissional_id,
          idPedidoCirurgiaFavorito: favorito.id,
        });
        navigate(wizardRuns.favorito(pedido, favorito.id));
        return true;
      } catch (error) {
        // Favourite creation failure is logged only (requester-side.md §8).
        console.error('Falha ao criar pedido a partir do favorito', errorMessage(error));
        return false;
      }
    });
  const columns = [
    { key: 'descricao', header: 'Descrição', body: (f: Favorito) => f.descricao },
    { key: 'procedimento', header: 'Procedimento', body: (f: Favorito) => f.procedimento ?? '' },
    {
      key: 'acao',
      header: 'Ação',
      body: (f: Favorito) => (
        <div className="favorito-acoes">
          <Button
            label="Ver itens"
            size="small"
            outlined
            aria-label={`Ver itens do favorito ${f.descricao}`}
            aria-pressed={vendo?.id === f.id}
            onClick={() => setVendo(vendo?.id === f.id ? null : f)}
          />
          <Button
            label="Usar"
            size="small"
            aria-label={`Usar favorito ${f.descricao}`}
            onClick={() => void usar(f)}
            loading={incluir.isPending && incluir.variables.idPedidoCirurgiaFavorito === f.id}
          />
        </div>
      ),
    },
  ];
  return (
    <AppDialog header="Novo pedido a partir de favorito" onClose={onClose}>
      <h3>Meus favoritos</h3>
      <DataTableShell
        caption="Meus favoritos"
        rows={meus.data}
        isLoading={meus.isLoading}
        error={meus.error ? errorMessage(meus.error) : null}
        emptyMessage="Sem favoritos"
        columns={columns}
      />
      <h3>Favoritos da equipe</h3>
      <DataTableShell
        caption="Favoritos da equipe"
        rows={equipe.data}
        isLoading={equipe.isLoading}
        error={equipe.error ? errorMessage(equipe.error) : null}
        emptyMessage="Sem favoritos"
        columns={columns}
      />
      {vendo ? <FavoritoItens favorito={vendo} /> : null}
    </AppDialog>
  );
}
