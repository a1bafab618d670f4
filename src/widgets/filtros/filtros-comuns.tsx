import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { escolherCampanhas, ROTINA } from '@/lib/filtros/toggles';
import { CentroToggles } from './centro-toggles';
import './filtros-comuns.css';

/** The filters the request lists share: centres, plans and campaigns (ids). */
export interface FiltrosComuns {
  centros: number[];
  convenios: number[];
  campanhas: number[];
}

interface Props {
  /** The professional's own centres: the toggles show only with more than one. */
  centros: readonly number[];
  iniciais: FiltrosComuns;
  onChange: (filtros: FiltrosComuns) => void;
  /** Minha Agenda filters by centre and plan only. */
  comCampanhas?: boolean;
}

/**
 * Centre toggle buttons (never none), a plan multi-select (at most 4 labels) and a campaign multi-select with the
 * exclusive 'Rotina' (wizards-and-management.md §2 'Manager request list', §4 'Filter toggles').
 */
export function FiltrosComunsFields({ centros, iniciais, onChange, comCampanhas = true }: Props) {
  const { control } = useForm<FiltrosComuns>({ defaultValues: iniciais });
  const [atual, setAtual] = useState(iniciais);
  const convenios = useCatalogue('convenio').data ?? [];
  const campanhas = [{ id: ROTINA, nome: 'Rotina' }, ...(useCatalogue('campanha').data ?? [])];
  const mudar = (parte: Partial<FiltrosComuns>) => {
    const next = { ...atual, ...parte };
    setAtual(next);
    onChange(next);
  };
  return (
    <>
      {centros.length > 1 ? (
        <CentroToggles centros={centros} escolhidos={atual.centros} onChange={(novos) => mudar({ centros: novos })} />
      ) : null}
      <div className="filtros-comuns__campo">
        <MultiSelectField
          control={control}
          name="convenios"
          label="Convênios"
          options={convenios}
          optionLabel={(c) => c.descricao}
          optionValue={(c) => c.id}
          maxSelectedLabels={4}
          values={atual.convenios}
          onPicked={(novos) => mudar({ convenios: novos })}
        />
      </div>
      {comCampanhas ? (
        <div className="filtros-comuns__campo">
          <MultiSelectField
            control={control}
            name="campanhas"
            label="Campanhas"
            options={campanhas}
            optionLabel={(c) => c.nome}
            optionValue={(c) => c.id}
            values={atual.campanhas}
            onPicked={(novas) => mudar({ campanhas: escolherCampanhas(atual.campanhas, novas) })}
          />
        </div>
      ) : null}
    </>
  );
}
