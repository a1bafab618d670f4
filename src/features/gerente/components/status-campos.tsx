import type { Control } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateField } from '@/components/form/date-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextField } from '@/components/form/text-field';
import type { StatusForm, TipoStatus } from '../model/status-form';

interface Props {
  control: Control<StatusForm>;
  tipo: TipoStatus;
  semInternacao: boolean;
}

/** FINALIZADO: confirmed surgery, admission and bed; REAGENDADO: reason, new surgery and admission dates. */
export function StatusCampos({ control, tipo, semInternacao }: Props) {
  const motivos = useCatalogue('motivoReagendamento').data ?? [];
  if (tipo === 'outro') return null;
  const finalizado = tipo === 'finalizado';
  return (
    <>
      {finalizado ? null : (
        <DropdownField
          control={control}
          name="motivo"
          label="Motivo do reagendamento"
          options={motivos}
          optionLabel={(m) => m.descricao}
          optionValue={(m) => m.id}
          required
        />
      )}
      <DateField
        control={control}
        name="dataCirurgia"
        label={finalizado ? 'Data confirmada da cirurgia' : 'Nova data da cirurgia'}
        mode="datetime"
        required
      />
      {semInternacao ? null : (
        <DateField
          control={control}
          name="dataInternacao"
          label={finalizado ? 'Data confirmada da internação' : 'Nova data da internação'}
          mode="datetime"
          required
        />
      )}
      {finalizado && !semInternacao ? (
        <TextField control={control} name="leito" label="Leito da internação" maxLength={20} />
      ) : null}
    </>
  );
}
