import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateField } from '@/components/form/date-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { alternarCentro, escolherCampanhas, ROTINA, type FiltrosGerente } from '../model/filtros';

interface Props {
  iniciais: FiltrosGerente;
  /** The professional's own centres (the toggles show only with more than one). */
  centros: readonly number[];
  onBuscar: (filtros: FiltrosGerente) => void;
}

/** The filters above the table (§2): period, centres, plans (4 labels), campaigns with 'Rotina', ONCO, Buscar. */
export function GerenteFiltros({ iniciais, centros, onBuscar }: Props) {
  const { control, getValues } = useForm<FiltrosGerente>({ defaultValues: iniciais });
  const [escolhidos, setEscolhidos] = useState(iniciais.centros);
  const [campanhas, setCampanhas] = useState(iniciais.campanhas);
  const [onco, setOnco] = useState(iniciais.onco);
  const nomesCentros = useCatalogue('centroCirurgico').data ?? [];
  const convenios = useCatalogue('convenio').data ?? [];
  const catalogoCampanhas = useCatalogue('campanha').data ?? [];
  const opcoesCampanha = [{ id: ROTINA, nome: 'Rotina' }, ...catalogoCampanhas];
  const nomeCentro = (id: number) => nomesCentros.find((c) => c.id === id)?.departamento ?? `Centro ${id}`;

  const buscar = () => onBuscar({ ...getValues(), centros: escolhidos, campanhas, onco });
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
      {centros.length > 1 ? (
        <fieldset className="gerente-filtros__centros">
          <legend>Centros cirúrgicos</legend>
          {centros.map((id) => (
            <Button
              key={id}
              type="button"
              label={nomeCentro(id)}
              outlined={!escolhidos.includes(id)}
              aria-pressed={escolhidos.includes(id)}
              size="small"
              onClick={() => setEscolhidos((atual) => alternarCentro(atual, id))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="gerente-filtros__campo">
        <MultiSelectField
          control={control}
          name="convenios"
          label="Convênios"
          options={convenios}
          optionLabel={(c) => c.descricao}
          optionValue={(c) => c.id}
          maxSelectedLabels={4}
        />
      </div>
      <div className="gerente-filtros__campo">
        <MultiSelectField
          control={control}
          name="campanhas"
          label="Campanhas"
          options={opcoesCampanha}
          optionLabel={(c) => c.nome}
          optionValue={(c) => c.id}
          values={campanhas}
          onPicked={(novas) => setCampanhas((atual) => escolherCampanhas(atual, novas))}
        />
      </div>
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
}
