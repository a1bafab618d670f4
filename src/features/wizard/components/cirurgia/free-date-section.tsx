import { useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { DateInput } from '@/components/form/date-input';
import { errorMessage } from '@/lib/http/api-error';
import type { WizardForm } from '../../model/form';
import { useSurgeryDateActions, useSurgeryDateCheck } from './use-surgery-date';

/**
 * The free 'Data Sugerida da Cirurgia' (other characters, and team 9973 with centre 556): the typed or picked date is
 * checked (§5); a refused one is cleared, its message under the field and in the 'Atenção!' toast.
 */
export function FreeDateSection() {
  const { control, setError, clearErrors, setValue, getValues } = useFormContext<WizardForm>();
  const { field, fieldState } = useController({ control, name: 'dataHoraSugerida' });
  const toast = useToast();
  const verificar = useSurgeryDateCheck();
  const { aplicar, limpar } = useSurgeryDateActions();
  // Only the latest date's answer counts when the user changes it again before the server replies.
  const ultima = useRef(0);

  const escolher = async (valor: string) => {
    const vez = ++ultima.current;
    if (!valor) {
      limpar();
      return;
    }
    const data = `${valor}:00`;
    const antes = getValues('dataHoraSugerida');
    // Shown at once; cleared again if refused.
    setValue('dataHoraSugerida', data, { shouldDirty: true });
    try {
      const r = await verificar(data, null);
      if (vez !== ultima.current) return;
      if (!r.ok) {
        limpar();
        setError('dataHoraSugerida', { message: r.mensagem });
        toast.warn(r.mensagem);
        return;
      }
      clearErrors('dataHoraSugerida');
      aplicar(data, null, antes);
    } catch (error) {
      if (vez === ultima.current) toast.error(errorMessage(error));
    }
  };

  return (
    <div className="form-grid">
      <DateInput
        label="Data Sugerida da Cirurgia"
        mode="datetime"
        value={typeof field.value === 'string' ? field.value.slice(0, 16) : ''}
        onChange={(v) => void escolher(v)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        required
      />
    </div>
  );
}
