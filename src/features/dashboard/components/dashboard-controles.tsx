import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateInput } from '@/components/form/date-input';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { CentroToggles } from '@/widgets/filtros/centro-toggles';
import type { DataAlterada } from '../model/datas';
import type { FiltrosDashboard } from '../model/filtros';

interface Props {
  /** The professional's own centres (§6: the centres offered are limited to them). */
  centros: readonly number[];
  valor: FiltrosDashboard;
  onMudar: (parte: Partial<FiltrosDashboard>) => void;
  onMudarData: (alterada: DataAlterada, valor: string) => void;
  onSairData: (alterada: DataAlterada) => void;
}

/** The dashboard's controls (§2 'Dashboard'): centre toggles (never none), teams, start and end dates, ONCO. */
export function DashboardControles({ centros, valor, onMudar, onMudarData, onSairData }: Props) {
  const { control } = useForm<{ equipes: number[] }>({ defaultValues: { equipes: [] } });
  const equipes = useCatalogue('equipesAtivas').data ?? [];
  return (
    <form className="dashboard-controles" aria-label="Filtros do dashboard" onSubmit={(e) => e.preventDefault()}>
      <CentroToggles centros={centros} escolhidos={valor.centros} onChange={(c) => onMudar({ centros: c })} />
      <div className="dashboard-controles__campo dashboard-controles__campo--equipes">
        <MultiSelectField
          control={control}
          name="equipes"
          label="Equipes"
          options={equipes}
          optionLabel={(e) => e.descricao}
          optionValue={(e) => e.id}
          values={valor.equipes}
          maxSelectedLabels={2}
          onPicked={(novas) => onMudar({ equipes: novas })}
        />
      </div>
      <div className="dashboard-controles__campo">
        <DateInput
          label="Data Início"
          value={valor.dataInicio}
          onChange={(v) => onMudarData('inicio', v)}
          onBlur={() => onSairData('inicio')}
        />
      </div>
      <div className="dashboard-controles__campo">
        <DateInput
          label="Data Fim"
          value={valor.dataFim}
          onChange={(v) => onMudarData('fim', v)}
          onBlur={() => onSairData('fim')}
        />
      </div>
      <Button
        type="button"
        label="ONCO"
        icon={valor.onco === '1' ? 'pi pi-check' : undefined}
        outlined={valor.onco !== '1'}
        aria-pressed={valor.onco === '1'}
        onClick={() => onMudar({ onco: valor.onco === '1' ? '2' : '1' })}
      />
    </form>
  );
}
