import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { checkMobile, checkPhone, maskMobile, maskPhone } from '@/lib/br/phone';
import { onlyDigits } from '@/lib/br/digits';
import type { WizardForm } from '../../model/form';

/** Phone and mobile with their masks; stored as digits with the 14 prefix; invalid numbers raise the alert. */
export function PhoneFields({ onAlert, disabled }: { onAlert: (message: string) => void; disabled?: boolean }) {
  const { control } = useFormContext<WizardForm>();
  const telefone = useController({ control, name: 'paciente.telefone' });
  const celular = useController({ control, name: 'paciente.celular' });
  const [tel, setTel] = useState(() => maskPhone(String(telefone.field.value ?? '')));
  const [cel, setCel] = useState(() => maskMobile(String(celular.field.value ?? '')));

  const blurTelefone = () => {
    const result = checkPhone(tel);
    if (!result.ok) {
      onAlert(result.message);
      setTel('');
      telefone.field.onChange('');
      return;
    }
    if (result.movedToMobile) {
      // A 9-digit number typed as phone is a mobile: it moves to the mobile field.
      setCel(maskMobile(result.movedToMobile));
      celular.field.onChange(result.movedToMobile);
      setTel('');
      telefone.field.onChange('');
      return;
    }
    telefone.field.onChange(result.stored);
  };

  const blurCelular = () => {
    const result = checkMobile(cel);
    if (!result.ok) {
      onAlert(result.message);
      setCel('');
      celular.field.onChange('');
      return;
    }
    celular.field.onChange(result.stored);
  };

  return (
    <>
      <div className="field">
        <label htmlFor="paciente-telefone">Telefone</label>
        <InputText
          id="paciente-telefone"
          inputMode="tel"
          placeholder="(99) 9999-9999"
          value={tel}
          disabled={disabled}
          onChange={(e) =>
            setTel(onlyDigits(e.target.value).length > 10 ? maskMobile(e.target.value) : maskPhone(e.target.value))
          }
          onBlur={blurTelefone}
        />
      </div>
      <div className="field">
        <label htmlFor="paciente-celular">Celular</label>
        <InputText
          id="paciente-celular"
          inputMode="tel"
          placeholder="(99) 99999-9999"
          value={cel}
          disabled={disabled}
          onChange={(e) => setCel(maskMobile(e.target.value))}
          onBlur={blurCelular}
        />
      </div>
    </>
  );
}
