import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { usePedidosResidentes } from '../api/get-pedidos';
import { PedidosList } from '../components/pedidos-list';

/** /admin/pedidosResidentes: the team's residents' requests, optionally one resident's. */
export function PedidosResidentesPage() {
  const profissional = useRequiredProfissional();
  const equipeId = profissional.equipe_id ?? 0;
  const residentes = useCatalogue('residente', equipeId).data ?? [];
  const [residente, setResidente] = useState<number | null>(null);
  const query = usePedidosResidentes(equipeId, residente);
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Pedidos de Residentes</h1>
        <div className="field field--inline">
          <label htmlFor="filtro-residente">Residente</label>
          <Dropdown
            inputId="filtro-residente"
            value={residente}
            options={residentes}
            optionLabel="nome"
            optionValue="id"
            placeholder="Todos os residentes"
            showClear
            onChange={(e) => setResidente(typeof e.value === 'number' ? e.value : null)}
          />
        </div>
      </div>
      <PedidosList caption="Pedidos de residentes" query={query} comRequisitante />
    </section>
  );
}
