import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { controlAria, FieldFrame, inputClasses } from '@/components/form/field-frame';
import { checkMobile, checkPhone, maskMobile, maskPhone } from '@/lib/br/phone';
import { onlyDigits } from '@/lib/br/digits';
import type { WizardForm } from '../../model/form';

interface PhoneInputProps {
  name: 'paciente.telefone' | 'paciente.celular';
  label: string;
  placeholder: string;
  /** The masked text as typed. */
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

/**
 * One masked phone in the kit's frame (label, help, error under it, aria-invalid): the text shows the mask while the
 * form keeps the stored digits, set on blur; the kit's TextField stores what is shown, so it cannot hold both.
 */
function PhoneInput({ name, label, placeholder, text, onText, onBlur, disabled }: PhoneInputProps) {
  const id = useId();
  const { control } = useFormContext<WizardForm>();
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldFrame id={id} label={label} error={fieldState.error?.message}>
      {(aria) => (
        <input
          id={id}
          name={field.name}
          ref={field.ref}
          inputMode="tel"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(e) => onText(e.target.value)}
          onBlur={() => {
            onBlur();
            field.onBlur();
          }}
          {...controlAria(aria)}
          className={inputClasses('p-inputtext', aria, disabled)}
        />
      )}
    </FieldFrame>
  );
}

/** Phone and mobile with their masks; stored as digits with the 14 prefix; invalid numbers raise the alert. */
export function PhoneFields({ onAlert, disabled }: { onAlert: (message: string) => void; disabled?: boolean }) {
  const { getValues, setValue } = useFormContext<WizardForm>();
  const [tel, setTel] = useState(() => maskPhone(getValues('paciente.telefone') ?? ''));
  const [cel, setCel] = useState(() => maskMobile(getValues('paciente.celular') ?? ''));
  const store = (name: PhoneInputProps['name'], value: string) => setValue(name, value, { shouldDirty: true });

  const blurTelefone = () => {
    const result = checkPhone(tel);
    if (!result.ok) {
      onAlert(result.message);
      setTel('');
      store('paciente.telefone', '');
      return;
    }
    if (result.movedToMobile) {
      // A 9-digit number typed as phone is a mobile: it moves to the mobile field.
      setCel(maskMobile(result.movedToMobile));
      store('paciente.celular', result.movedToMobile);
      setTel('');
      store('paciente.telefone', '');
      return;
    }
    store('paciente.telefone', result.stored);
  };

  const blurCelular = () => {
    const result = checkMobile(cel);
    if (!result.ok) {
      onAlert(result.message);
      setCel('');
      store('paciente.celular', '');
      return;
    }
    store('paciente.celular', result.stored);
  };

  return (
    <>
      <PhoneInput
        name="paciente.telefone"
        label="Telefone"
        placeholder="(99) 9999-9999"
        text={tel}
        disabled={disabled}
        onText={(v) => setTel(onlyDigits(v).length > 10 ? maskMobile(v) : maskPhone(v))}
        onBlur={blurTelefone}
      />
      <PhoneInput
        name="paciente.celular"
        label="Celular"
        placeholder="(99) 99999-9999"
        text={cel}
        disabled={disabled}
        onText={(v) => setCel(maskMobile(v))}
        onBlur={blurCelular}
      />
    </>
  );
}
