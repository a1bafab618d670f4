import { useEffect, useRef } from 'react';
import type { Control } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateField } from '@/components/form/date-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextField } from '@/components/form/text-field';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { errorMessage } from '@/lib/http/api-error';
import type { StatusForm, TipoStatus } from '../model/status-form';

/** wizards-and-management.md §8 'Manager'. */
const ERRO_MOTIVOS = 'Erro ao listar motivos para reagendamento!';

interface Props {
  control: Control<StatusForm>;
  tipo: TipoStatus;
  semInternacao: boolean;
}

/** FINALIZADO: confirmed surgery, admission and bed; REAGENDADO: reason, new surgery and admission dates. */
export function StatusCampos({ control, tipo, semInternacao }: Props) {
  const catalogo = useCatalogue('motivoReagendamento');
  const motivos = catalogo.data ?? [];
  const toast = useToast();
  const avisado = useRef(false);
  const falhaMotivos = tipo === 'reagendado' ? catalogo.error : null;
  useEffect(() => {
    // §8 'Manager': the reasons' load failure, once, with the server's message for 3 s.
    if (falhaMotivos && !avisado.current) {
      avisado.current = true;
      toast.info(errorMessage(falhaMotivos), { summary: ERRO_MOTIVOS, life: TOAST_MS.default });
    }
  }, [falhaMotivos, toast]);
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
