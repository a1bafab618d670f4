import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateInput } from '@/components/form/date-input';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';

export interface FiltrosMapa {
  /** 'yyyy-MM-dd'. */
  dia: string;
  centro: number;
  equipes: number[];
}

interface Props {
  /** The professional's own centres (requester-side.md §6). */
  centros: readonly number[];
  filtros: FiltrosMapa;
  onChange: (filtros: FiltrosMapa) => void;
}

/** The map's date (pt-BR), centre and specialties with a clear button (wizards-and-management.md §2). */
export function MapaFiltros({ centros, filtros, onChange }: Props) {
  const { control, setValue } = useForm<FiltrosMapa>({ defaultValues: filtros });
  const nomes = useCatalogue('centroCirurgico').data ?? [];
  const equipes = useCatalogue('equipesAtivas').data ?? [];
  const opcoes = centros.map((id) => ({ id, nome: nomes.find((c) => c.id === id)?.departamento ?? `Centro ${id}` }));
  const mudar = (parte: Partial<FiltrosMapa>) => onChange({ ...filtros, ...parte });
  return (
    <form className="mapa-filtros" aria-label="Filtros do mapa de salas" onSubmit={(e) => e.preventDefault()}>
      <div className="mapa-filtros__campo">
        <DateInput label="Data" value={filtros.dia} onChange={(dia) => dia && mudar({ dia })} required />
      </div>
      <div className="mapa-filtros__campo">
        <DropdownField
          control={control}
          name="centro"
          label="Centro cirúrgico"
          options={opcoes}
          optionLabel={(c) => c.nome}
          optionValue={(c) => c.id}
          onPicked={(v) => typeof v === 'number' && mudar({ centro: v })}
        />
      </div>
      <div className="mapa-filtros__campo mapa-filtros__equipes">
        <MultiSelectField
          control={control}
          name="equipes"
          label="Especialidades"
          options={equipes}
          optionLabel={(e) => e.descricao}
          optionValue={(e) => e.id}
          maxSelectedLabels={2}
          values={filtros.equipes}
          onPicked={(novas) => mudar({ equipes: novas })}
        />
      </div>
      <Button
        type="button"
        label="Limpar especialidades"
        icon="pi pi-times"
        outlined
        size="small"
        disabled={!filtros.equipes.length}
        onClick={() => {
          setValue('equipes', []);
          mudar({ equipes: [] });
        }}
      />
    </form>
  );
}
