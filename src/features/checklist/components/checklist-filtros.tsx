import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateField } from '@/components/form/date-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import {
  escolherCampanhas,
  escolherCentros,
  problemaDoPeriodo,
  ROTINA,
  type ChecklistFiltroForm,
} from '../model/filtros';

interface ChecklistFiltrosProps {
  iniciais: ChecklistFiltroForm;
  /** The professional's own centres: the only ones offered. */
  centrosProprios: readonly number[];
  onBuscar: (filtros: ChecklistFiltroForm) => void;
}

/** The checklist's filters: period, centres (never none), plans and campaigns ('Rotina' alone or others); Buscar. */
export function ChecklistFiltros({ iniciais, centrosProprios, onBuscar }: ChecklistFiltrosProps) {
  const toast = useToast();
  const centros = (useCatalogue('centroCirurgico').data ?? []).filter((c) => centrosProprios.includes(c.id));
  const convenios = useCatalogue('convenio').data ?? [];
  const campanhas = [{ id: ROTINA, nome: 'Rotina' }, ...(useCatalogue('campanha').data ?? [])];
  const { control, handleSubmit, watch, setValue } = useForm<ChecklistFiltroForm>({ defaultValues: iniciais });

  const buscar = handleSubmit((form) => {
    const problema = problemaDoPeriodo(form);
    if (problema) toast.warn(problema, { summary: 'Atenção!', life: TOAST_MS.default });
    else onBuscar(form);
  });

  return (
    <form className="checklist__filtros" aria-label="Filtros do checklist" onSubmit={(e) => void buscar(e)} noValidate>
      <DateField control={control} name="dataInicio" label="Data início" required />
      <DateField control={control} name="dataFim" label="Data fim" required />
      <MultiSelectField
        control={control}
        name="centros"
        label="Centros cirúrgicos"
        options={centros}
        optionLabel={(c) => c.departamento}
        optionValue={(c) => c.id}
        values={watch('centros')}
        onPicked={(next) => setValue('centros', escolherCentros(watch('centros'), next))}
      />
      <MultiSelectField
        control={control}
        name="convenios"
        label="Convênios"
        options={convenios}
        optionLabel={(c) => c.descricao}
        optionValue={(c) => c.id}
      />
      <MultiSelectField
        control={control}
        name="campanhas"
        label="Campanhas"
        options={campanhas}
        optionLabel={(c) => c.nome}
        optionValue={(c) => c.id}
        values={watch('campanhas')}
        onPicked={(next) => setValue('campanhas', escolherCampanhas(watch('campanhas'), next))}
      />
      <Button type="submit" label="Buscar" icon="pi pi-search" className="checklist__buscar" />
    </form>
  );
}
