import { useForm } from 'react-hook-form';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { DropdownField } from '@/components/form/dropdown-field';
import { NumberField, type NumberReading } from '@/components/form/number-field';
import { MSG_ITENS, normalizarQuantidade, QUANTIDADE_DIGITOS } from '../../model/itens';

const FORM_ID = 'quantidade-item';

interface Unidade {
  id: number;
  descricao: string;
}

interface Props {
  /** The chosen entry's description. */
  titulo: string;
  /** Blood products: the unit of measure is asked too (§2 'Step 3: Itens'). */
  unidades: readonly Unidade[] | null;
  onConfirm: (quantidade: number, unidadeMedida: number | null) => void;
  onCancel: () => void;
  /** An item already chosen whose quantity is being changed: the dialog opens with it. */
  atual?: { quantidade: number; unidade: number | null };
}

// At most 4 digits; a leading minus is kept so a negative quantity becomes 1 on OK, as zero does (§5 'Items').
const readQuantidade = (text: string): NumberReading => {
  const digits = text.replace(/\D/g, '').slice(0, QUANTIDADE_DIGITOS);
  if (digits === '') return { ok: true, value: null };
  return { ok: true, value: text.trim().startsWith('-') ? -Number(digits) : Number(digits) };
};

/** 'Quantidade' (and 'Unidade de medida' for blood products) of an item being chosen; Cancelar does not add it. */
export function ItemQuantityDialog({ titulo, unidades, onConfirm, onCancel, atual }: Props) {
  const form = useForm<{ quantidade: number | null; unidade: number | null }>({
    defaultValues: atual ?? { quantidade: 1, unidade: null },
  });
  const confirm = () => {
    const { quantidade, unidade } = form.getValues();
    if (unidades && !unidade) {
      form.setError('unidade', { type: 'required', message: MSG_ITENS.unidade });
      return;
    }
    onConfirm(normalizarQuantidade(quantidade), unidades ? unidade : null);
  };
  return (
    <AppDialog
      header={unidades ? 'Quantidade e unidade' : 'Quantidade'}
      width="small"
      onClose={onCancel}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onCancel },
        { label: 'OK', onClick: confirm },
      ]}
    >
      <p>{titulo}</p>
      {/* Enter in the field answers the dialog, as OK does. */}
      <form
        id={FORM_ID}
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <NumberField
          control={form.control}
          name="quantidade"
          label="Quantidade"
          required
          maxLength={QUANTIDADE_DIGITOS + 1}
          read={readQuantidade}
          helpText="Mínimo 1, no máximo 4 dígitos."
          focusOnOpen
        />
        {unidades ? (
          <DropdownField
            control={form.control}
            name="unidade"
            label="Unidade de medida"
            required
            options={unidades}
            optionLabel={(u) => u.descricao}
            optionValue={(u) => u.id}
            onPicked={() => form.clearErrors('unidade')}
          />
        ) : null}
      </form>
    </AppDialog>
  );
}
