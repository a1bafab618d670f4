import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateInput } from '@/components/form/date-input';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays } from '@/lib/dates/wall-clock';

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

type Centros = ReturnType<typeof useCatalogue<'centroCirurgico'>>;

/** A centre's name; while the centres load it says so rather than a made-up 'Centro 1'. */
function nomeDoCentro(id: number, nomes: Centros): string {
  if (nomes.isPending) return 'Carregando...';
  return nomes.data?.find((c) => c.id === id)?.departamento ?? `Centro ${id}`;
}

/**
 * The map's date (pt-BR) with the previous and next day and 'Hoje', centre and specialties with a clear button
 * (wizards-and-management.md §2 'Operating-room map').
 */
export function MapaFiltros({ centros, filtros, onChange }: Props) {
  const { control, setValue } = useForm<FiltrosMapa>({ defaultValues: filtros });
  const nomes = useCatalogue('centroCirurgico');
  const equipes = useCatalogue('equipesAtivas').data ?? [];
  const opcoes = centros.map((id) => ({ id, nome: nomeDoCentro(id, nomes) }));
  const mudar = (parte: Partial<FiltrosMapa>) => onChange({ ...filtros, ...parte });
  const hoje = saoPauloIsoDay();
  return (
    <form className="mapa-filtros" aria-label="Filtros do mapa de salas" onSubmit={(e) => e.preventDefault()}>
      <div className="mapa-filtros__dia">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          aria-label="Dia anterior"
          title="Dia anterior"
          outlined
          onClick={() => mudar({ dia: addDays(filtros.dia, -1) })}
        />
        <div className="mapa-filtros__campo">
          <DateInput label="Data" value={filtros.dia} onChange={(dia) => dia && mudar({ dia })} required />
        </div>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          aria-label="Próximo dia"
          title="Próximo dia"
          outlined
          onClick={() => mudar({ dia: addDays(filtros.dia, 1) })}
        />
        <Button
          type="button"
          label="Hoje"
          outlined
          disabled={filtros.dia === hoje}
          onClick={() => mudar({ dia: hoje })}
        />
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
