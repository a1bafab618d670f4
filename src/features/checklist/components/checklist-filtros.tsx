import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateField } from '@/components/form/date-field';
import { FiltrosComunsFields } from '@/widgets/filtros/filtros-comuns';
import { problemaDoPeriodo, type ChecklistFiltroForm } from '../model/filtros';

interface ChecklistFiltrosProps {
  iniciais: ChecklistFiltroForm;
  /** The professional's own centres: the only ones offered. */
  centrosProprios: readonly number[];
  onBuscar: (filtros: ChecklistFiltroForm) => void;
}

/** The checklist's filters: period, centres (never none), plans and campaigns ('Rotina' alone or others); Buscar. */
export function ChecklistFiltros({ iniciais, centrosProprios, onBuscar }: ChecklistFiltrosProps) {
  const toast = useToast();
  const { control, handleSubmit } = useForm<ChecklistFiltroForm>({ defaultValues: iniciais });
  const [comuns, setComuns] = useState(iniciais);

  const buscar = handleSubmit(({ dataInicio, dataFim }) => {
    const form = { ...comuns, dataInicio, dataFim };
    const problema = problemaDoPeriodo(form);
    if (problema) toast.warn(problema, { summary: 'Atenção!', life: TOAST_MS.default });
    else onBuscar(form);
  });

  return (
    <form className="checklist__filtros" aria-label="Filtros do checklist" onSubmit={(e) => void buscar(e)} noValidate>
      <DateField control={control} name="dataInicio" label="Data início" required />
      <DateField control={control} name="dataFim" label="Data fim" required />
      <FiltrosComunsFields
        centros={centrosProprios}
        iniciais={iniciais}
        onChange={(f) => setComuns((a) => ({ ...a, ...f }))}
      />
      <Button type="submit" label="Buscar" icon="pi pi-search" className="checklist__buscar" />
    </form>
  );
}
