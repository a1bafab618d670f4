import { Button } from 'primereact/button';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import type { FiltrosDemandas } from '@/api/demandas/get-demandas';
import { DateInput } from '@/components/form/date-input';
import { alternarCentro, errosPeriodo } from '../model/filtros';

interface Props {
  value: FiltrosDemandas;
  /** The user's centres (the buttons). */
  centros: readonly number[];
  onChange: (next: FiltrosDemandas) => void;
  /**
   * The opening period still waits for the configured days: its fields take no typing until then, or the period
   * arriving under the user's keys would rewrite what they had selected or typed.
   */
  periodoPendente?: boolean;
}

/** The inclusion period, one button per centre (the last one chosen stays on) and the ONCO toggle. */
export function DemandasFiltros({ value, centros, onChange, periodoPendente = false }: Props) {
  const catalogo = useCatalogue('centroCirurgico').data ?? [];
  const nome = (id: number) => catalogo.find((c) => c.id === id)?.departamento ?? `Centro ${id}`;
  const erros = errosPeriodo(value);
  return (
    <div className="demandas-filtros" role="group" aria-label="Filtros das demandas">
      <DateInput
        label="Inclusão de"
        value={value.dataInicio}
        onChange={(dataInicio) => onChange({ ...value, dataInicio })}
        error={erros.inicio}
        disabled={periodoPendente}
      />
      <DateInput
        label="Inclusão até"
        value={value.dataFim}
        onChange={(dataFim) => onChange({ ...value, dataFim })}
        error={erros.fim}
        disabled={periodoPendente}
      />
      <div className="demandas-filtros__centros" role="group" aria-label="Centros cirúrgicos">
        {centros.map((id) => {
          const on = value.centrosCirurgicos.includes(id);
          return (
            <Button
              key={id}
              type="button"
              label={nome(id)}
              outlined={!on}
              aria-pressed={on}
              onClick={() => onChange({ ...value, centrosCirurgicos: alternarCentro(value.centrosCirurgicos, id) })}
            />
          );
        })}
      </div>
      <Button
        type="button"
        label="ONCO"
        outlined={!value.eOnco}
        aria-pressed={value.eOnco}
        onClick={() => onChange({ ...value, eOnco: !value.eOnco })}
      />
    </div>
  );
}
