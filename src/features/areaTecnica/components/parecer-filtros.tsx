import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateField } from '@/components/form/date-field';
import { problemaDoPeriodo } from '@/lib/filtros/periodo';
import { FiltrosComunsFields } from '@/widgets/filtros/filtros-comuns';
import { SITUACOES, type ParecerFiltroForm, type SituacaoParecer } from '../model/filtros';

interface Props {
  iniciais: ParecerFiltroForm;
  /** The professional's own centres. */
  centros: readonly number[];
  onBuscar: (filtros: ParecerFiltroForm) => void;
}

/**
 * The filters of §2 'Technical-area opinions table': surgery period, centres, plan, campaign and the opinion
 * status, whose buttons load their own list at once; Buscar applies the rest.
 */
export function ParecerFiltros({ iniciais, centros, onBuscar }: Props) {
  const toast = useToast();
  const { control, getValues } = useForm<ParecerFiltroForm>({ defaultValues: iniciais });
  const [comuns, setComuns] = useState(iniciais);
  const [situacao, setSituacao] = useState(iniciais.situacao);

  // The pressed status is the list's on screen: a refused period leaves both as they were.
  const buscar = (s: SituacaoParecer = situacao) => {
    const { dataInicio, dataFim } = getValues();
    const form = { ...comuns, dataInicio, dataFim, situacao: s };
    const problema = problemaDoPeriodo(form);
    if (problema) {
      toast.warn(problema, { summary: 'Atenção!', life: TOAST_MS.default });
      return;
    }
    setSituacao(s);
    onBuscar(form);
  };
  return (
    <form
      className="area-filtros"
      aria-label="Filtros dos pareceres"
      onSubmit={(e) => {
        e.preventDefault();
        buscar();
      }}
      noValidate
    >
      <div className="area-filtros__campo">
        <DateField control={control} name="dataInicio" label="Data da cirurgia de" required />
      </div>
      <div className="area-filtros__campo">
        <DateField control={control} name="dataFim" label="Data da cirurgia até" required />
      </div>
      <FiltrosComunsFields centros={centros} iniciais={iniciais} onChange={(f) => setComuns((a) => ({ ...a, ...f }))} />
      <fieldset className="filtros-comuns__grupo">
        <legend>Situação do parecer</legend>
        {SITUACOES.map((s) => (
          <Button
            key={s.value}
            type="button"
            label={s.label}
            outlined={situacao !== s.value}
            aria-pressed={situacao === s.value}
            size="small"
            onClick={() => buscar(s.value)}
          />
        ))}
      </fieldset>
      <Button type="submit" label="Buscar" icon="pi pi-search" />
    </form>
  );
}
