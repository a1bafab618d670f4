import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useMinhasDemandas } from '@/api/demandas/get-demandas';
import { demandaKeys } from '@/api/demandas/keys';
import { numeroDemanda, type DemandaRow } from '@/api/demandas/demanda-row';
import { abrirDocumento } from '@/api/documentos/abrir-documento';
import { useRequiredProfissional } from '@/api/session/session-store';
import { paths } from '@/config/paths';
import { AnotacoesDemandaDialog } from '../components/anotacoes-demanda-dialog';
import { AVISO_DEMANDA_LIDO } from '@/api/demandas/aviso';
import { AvisoDemandaDialog } from '../components/aviso-demanda-dialog';
import { CancelarDemandaDialog } from '../components/cancelar-demanda-dialog';
import { minhasDemandasColumns } from '../components/demanda-columns';
import { DemandasTable } from '../components/demandas-table';
import { MinhaDemandaActions, type AcaoMinhaDemanda } from '../components/minhas-demandas-actions';
import { TransformarDialog } from '../components/transformar-dialog';
import { useNavegar } from '@/lib/router/navegar';

type Aberta = { acao: Exclude<AcaoMinhaDemanda, 'resumo'>; row: DemandaRow } | { acao: 'nova' } | null;

/** /admin/minhasDemandas: the team's open demands, 10 a page ('Sem Demandas'), and a new demand after the notice. */
export function MinhasDemandasPage() {
  const profissional = useRequiredProfissional();
  const navigate = useNavegar();
  const query = useMinhasDemandas(profissional.equipe_id ?? 0);
  const [aberta, setAberta] = useState<Aberta>(null);
  const queryClient = useQueryClient();
  const columns = useMemo(
    () =>
      minhasDemandasColumns({
        key: 'acoes',
        header: 'Ações',
        width: '9rem',
        exportValue: false,
        body: (row) => (
          <MinhaDemandaActions
            row={row}
            onAction={(acao, r) => {
              // The printable summary is the systems back-end's document, in its own window.
              if (acao === 'resumo') abrirDocumento(`/resumoDemanda/${r.id}`);
              else setAberta({ acao, row: r });
            }}
          />
        ),
      }),
    [],
  );
  const fechar = () => setAberta(null);
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Minhas Demandas</h1>
        <div className="toolbar">
          <Button label="Nova demanda" icon="pi pi-plus" onClick={() => setAberta({ acao: 'nova' })} />
        </div>
      </div>
      <DemandasTable
        caption="Minhas demandas"
        query={query}
        columns={columns}
        emptyMessage="Sem Demandas"
        exportacao={{ tela: 'Minhas Demandas', arquivo: 'minhas-demandas' }}
      />
      {aberta?.acao === 'nova' ? (
        <AvisoDemandaDialog
          titulo="ATENÇÃO!"
          onAgree={() =>
            navigate({
              pathname: paths.wizardDemanda,
              search: `?${AVISO_DEMANDA_LIDO.param}=${AVISO_DEMANDA_LIDO.valor}`,
            })
          }
          onClose={fechar}
        />
      ) : null}
      {aberta?.acao === 'cancelar' ? <CancelarDemandaDialog row={aberta.row} onClose={fechar} /> : null}
      {aberta?.acao === 'anotacoes' ? (
        <AnotacoesDemandaDialog
          demandaId={aberta.row.id}
          numero={numeroDemanda(aberta.row)}
          editavel={false}
          onClose={() => {
            // Reading the notes marks them read: the row's dot goes with the reload.
            fechar();
            void queryClient.invalidateQueries({ queryKey: demandaKeys.all });
          }}
        />
      ) : null}
      {aberta?.acao === 'transformar' ? <TransformarDialog row={aberta.row} onClose={fechar} /> : null}
    </section>
  );
}
