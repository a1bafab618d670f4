import { Button } from 'primereact/button';
import { memo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/form/date-field';
import { FiltrosComunsFields, type FiltrosComuns } from '@/widgets/filtros/filtros-comuns';
import type { FiltrosGerente } from '../model/filtros';

interface Props {
  iniciais: FiltrosGerente;
  /** The professional's own centres (the toggles show only with more than one). */
  centros: readonly number[];
  onBuscar: (filtros: FiltrosGerente) => void;
}

/**
 * The filters above the table (§2): period, centres, plans (4 labels), campaigns with 'Rotina', ONCO, Buscar. Memoised:
 * the list's rows arriving render the page again, and the period's two calendars rebuilt their month grids before the
 * rows could paint (docs/decisions/025-pisos-do-bench.md).
 */
export const GerenteFiltros = memo(function GerenteFiltros({ iniciais, centros, onBuscar }: Props) {
  const { control, getValues } = useForm<FiltrosGerente>({ defaultValues: iniciais });
  const [comuns, setComuns] = useState<FiltrosComuns>(iniciais);
  const [onco, setOnco] = useState(iniciais.onco);

  const buscar = () =>
    onBuscar({
      ...getValues(),
      centros: comuns.centros,
      convenios: comuns.convenios,
      campanhas: comuns.campanhas,
      onco,
    });
  return (
    <form
      className="gerente-filtros"
      aria-label="Filtros dos pedidos"
      onSubmit={(e) => {
        e.preventDefault();
        buscar();
      }}
    >
      <div className="gerente-filtros__campo">
        <DateField control={control} name="dataInicio" label="Data da cirurgia de" />
      </div>
      <div className="gerente-filtros__campo">
        <DateField control={control} name="dataFim" label="Data da cirurgia até" />
      </div>
      <FiltrosComunsFields centros={centros} iniciais={iniciais} onChange={setComuns} />
      <Button
        type="button"
        label="ONCO"
        outlined={onco !== '1'}
        aria-pressed={onco === '1'}
        onClick={() => setOnco((v) => (v === '1' ? '2' : '1'))}
      />
      <Button type="submit" label="Buscar" icon="pi pi-search" />
    </form>
  );
});
