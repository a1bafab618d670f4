import { useForm } from 'react-hook-form';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { NumberField } from '@/components/form/number-field';

const FORM_ID = 'quantidade-procedimento';

/** Asks the quantity of a procedure (at most 4 digits); below 1 the caller drops it. */
export function QuantityDialog({ titulo, onDone }: { titulo: string; onDone: (quantidade: number) => void }) {
  const form = useForm<{ quantidade: number | null }>({ defaultValues: { quantidade: 1 } });
  const done = () => onDone(form.getValues('quantidade') ?? 0);
  return (
    <AppDialog header="Quantidade" width="small" onClose={done} footer={[{ label: 'OK', onClick: done }]}>
      <p>{titulo}</p>
      {/* Enter in the field answers the dialog, as OK does. */}
      <form
        id={FORM_ID}
        onSubmit={(e) => {
          e.preventDefault();
          done();
        }}
      >
        <NumberField control={form.control} name="quantidade" label="Quantidade" maxLength={4} focusOnOpen />
      </form>
    </AppDialog>
  );
}
