import { Button } from 'primereact/button';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextAreaField } from '@/components/form/text-area-field';
import type { ItemEscolhidoForm, WizardForm } from '../../model/form';
import { JUSTIFICATIVA_MAX } from '../../model/itens';

/** A chosen item as shown: its text ('DESCRIÇÃO (2)') and its place in the group. */
export interface ChosenItem {
  item: ItemEscolhidoForm;
  rotulo: string;
}

const maiusculas = (text: string) => text.toUpperCase();

/** Why a stored item of a demand under correction has no working Remover (not worded by the specification). */
const ITEM_JA_SALVO = 'Item já salvo na demanda';

/**
 * The chosen items of a group, each with its quantity and a Remover button; OPME boxes and consumables also carry
 * 'Item Eventual' and, when ticked, its justification (at most 200 characters, uppercase, §5 'Items').
 */
export function ChosenItems({
  group,
  titulo,
  itens,
  onRemove,
  onQuantidade,
  salvo = () => false,
}: {
  group: 'opme' | 'consumivel' | null;
  titulo: string;
  itens: readonly ChosenItem[];
  onRemove: (id: number) => void;
  /** Where the quantity counts (§5 'Items'): it can be changed after the item was chosen. */
  onQuantidade?: (id: number) => void;
  salvo?: (id: number) => boolean;
}) {
  if (itens.length === 0) return null;
  return (
    <ul className="chosen-items" aria-label={`${titulo} escolhidos`}>
      {itens.map(({ item, rotulo }, index) => (
        <li key={`${item.id}-${index}`} className="chosen-items__row">
          <div role="group" aria-label={rotulo}>
            <span className="chosen-items__text">{rotulo}</span>
            {onQuantidade && !salvo(item.id) ? (
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                aria-label={`Alterar quantidade de ${rotulo}`}
                title="Alterar quantidade"
                onClick={() => onQuantidade(item.id)}
              />
            ) : null}
            {salvo(item.id) ? (
              <Button
                type="button"
                icon="pi pi-lock"
                text
                disabled
                title={ITEM_JA_SALVO}
                aria-label={`${ITEM_JA_SALVO}: ${rotulo}`}
              />
            ) : (
              <Button
                type="button"
                icon="pi pi-times"
                text
                severity="danger"
                aria-label={`Remover ${rotulo}`}
                onClick={() => onRemove(item.id)}
              />
            )}
            {group ? <Eventual group={group} index={index} ativo={item.itemEventual} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Eventual({ group, index, ativo }: { group: 'opme' | 'consumivel'; index: number; ativo: boolean }) {
  const { control, setValue } = useFormContext<WizardForm>();
  return (
    <>
      <CheckboxField
        control={control}
        name={`itens.${group}.${index}.itemEventual`}
        label="Item Eventual"
        onToggled={(checked) => {
          if (!checked) setValue(`itens.${group}.${index}.justificativaEventual`, '');
        }}
      />
      {ativo ? (
        <TextAreaField
          control={control}
          name={`itens.${group}.${index}.justificativaEventual`}
          label="Justificativa do item eventual"
          required
          rows={2}
          maxLength={JUSTIFICATIVA_MAX}
          showCount
          transform={maiusculas}
        />
      ) : null}
    </>
  );
}
