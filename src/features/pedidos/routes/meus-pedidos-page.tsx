import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { wizardRuns } from '@/config/wizard-runs';
import { RascunhoSlot } from '@/widgets/slots/rascunho-slot';
import { usePedidosMedico } from '../api/get-pedidos';
import { PedidosList } from '../components/pedidos-list';
import { useNavegar } from '@/lib/router/navegar';

type Aberto = 'favorito' | 'modelo' | 'codigo' | null;

// The three dialogs' code (forms, the dialog frame) loads when one is opened, not with the list: evaluating it made the
// screen's opening a long task (Lighthouse's total blocking time).
const BuscarCodigoDialog = lazy(() =>
  import('../components/buscar-codigo-dialog').then((m) => ({ default: m.BuscarCodigoDialog })),
);
const NovoFavoritoDialog = lazy(() =>
  import('../components/novo-favorito-dialog').then((m) => ({ default: m.NovoFavoritoDialog })),
);
const NovoModeloDialog = lazy(() =>
  import('../components/novo-modelo-dialog').then((m) => ({ default: m.NovoModeloDialog })),
);

/** /admin/meusPedidos: the doctor's own requests. */
export function MeusPedidosPage() {
  const profissional = useRequiredProfissional();
  const navigate = useNavegar();
  const [codigo, setCodigo] = useState<string | undefined>();
  const query = usePedidosMedico(profissional.profissional_id, codigo);
  const [aberto, setAberto] = useState<Aberto>(null);

  const novoPedido = () => {
    // A new request starts a fresh draft (a kept one is replaced).
    navigate(wizardRuns.novoPedido());
  };

  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Meus Pedidos</h1>
        <div className="toolbar">
          <Button label="Novo pedido" icon="pi pi-plus" onClick={novoPedido} />
          <Button label="Novo a partir de favorito" icon="pi pi-star" outlined onClick={() => setAberto('favorito')} />
          <Button label="Novo a partir de modelo" icon="pi pi-copy" outlined onClick={() => setAberto('modelo')} />
          <Button label="Buscar pedido pelo código" icon="pi pi-search" outlined onClick={() => setAberto('codigo')} />
        </div>
      </div>
      <RascunhoSlot />
      {codigo ? (
        <p className="busca-codigo" role="status">
          Exibindo o pedido de código {codigo}.{' '}
          <Button label="Mostrar todos os pedidos" link onClick={() => setCodigo(undefined)} />
        </p>
      ) : null}
      <PedidosList caption="Meus pedidos" query={query} />
      <Suspense fallback={null}>
        {aberto === 'favorito' ? <NovoFavoritoDialog onClose={() => setAberto(null)} /> : null}
        {aberto === 'modelo' ? <NovoModeloDialog onClose={() => setAberto(null)} /> : null}
        {aberto === 'codigo' ? (
          <BuscarCodigoDialog
            onClose={() => setAberto(null)}
            onBuscar={(c) => {
              setCodigo(c);
              setAberto(null);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
