import '../pedidos.css';
import { useForm, useWatch } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { DropdownField } from '@/components/form/dropdown-field';
import { usePedidosResidentes } from '../api/get-pedidos';
import { PedidosList } from '../components/pedidos-list';

/** /admin/pedidosResidentes: the team's residents' requests, optionally one resident's. */
export function PedidosResidentesPage() {
  const profissional = useRequiredProfissional();
  const equipeId = profissional.equipe_id ?? 0;
  const residentes = useCatalogue('residente', equipeId).data ?? [];
  const { control } = useForm<{ residente: number | null }>({ defaultValues: { residente: null } });
  const residente = useWatch({ control, name: 'residente' });
  const query = usePedidosResidentes(equipeId, residente);
  const nome = residentes.find((r) => r.id === residente)?.nome;
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Pedidos de Residentes</h1>
        <div className="field--inline">
          <DropdownField
            control={control}
            name="residente"
            label="Residente"
            options={residentes}
            optionLabel={(r) => r.nome}
            optionValue={(r) => r.id}
            placeholder="Todos os residentes"
            showClear
          />
        </div>
      </div>
      <PedidosList
        caption="Pedidos de residentes"
        query={query}
        comRequisitante
        filtros={nome ? [`Residente: ${nome}`] : undefined}
      />
    </section>
  );
}
