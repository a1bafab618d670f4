import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useWizardContext } from '../../hooks/wizard-context';
import { ITEM_GROUPS, type ItemGroup, type WizardForm } from '../../model/form';
import { examesIniciais } from '../../model/itens';
import { CaixaEmUsoDialog } from './caixa-em-uso-dialog';
import { ItemGroupField } from './item-group-field';
import { ItemQuantityDialog } from './item-quantity-dialog';
import { useItemCatalogues } from './use-item-catalogues';
import { useItemPicking } from './use-item-picking';
import './itens-step.css';

interface Props {
  /** The character whose OPME boxes are offered; by default the form's (the demand wizard passes caraterPadraoDemanda). */
  caraterOpme?: number | null;
}

/** Step 3: Itens — six item groups, each a multi-select with chips and a quantity dialog where it counts (§2). */
export function ItensStep({ caraterOpme }: Props) {
  const form = useFormContext<WizardForm>();
  const { modelo } = useWizardContext();
  const caraterForm = useWatch({ control: form.control, name: 'carater' });
  const { catalogos, unidades } = useItemCatalogues(caraterOpme ?? caraterForm, modelo);
  const picking = useItemPicking();
  const [alterando, setAlterando] = useState<{ group: ItemGroup; index: number } | null>(null);
  const descricao = (group: keyof typeof catalogos, id: number) =>
    catalogos[group].find((i) => i.id === id)?.descricao ?? `Item ${id}`;

  // The encounter's exams (step 0) start the exam group when it is still empty.
  useEffect(() => {
    const iniciais = examesIniciais(form.getValues('itens'), form.getValues('exames'));
    if (iniciais) form.setValue('itens.exames', iniciais, { shouldDirty: true });
  }, [form]);

  const { aguardando, aviso } = picking;
  return (
    <section className="card wizard-section" aria-labelledby="titulo-itens">
      <h2 id="titulo-itens">Itens da cirurgia</h2>
      <div className="form-grid">
        {ITEM_GROUPS.map((group) => (
          <ItemGroupField
            key={group}
            group={group}
            opcoes={catalogos[group]}
            unidades={unidades}
            onPicked={picking.pick}
            onRemove={picking.remove}
            onQuantidade={(g, id) =>
              setAlterando({ group: g, index: form.getValues(`itens.${g}`).findIndex((i) => i.id === id) })
            }
            salvo={picking.salvo}
          />
        ))}
      </div>
      {aguardando ? (
        <ItemQuantityDialog
          key={`${aguardando.group}-${aguardando.id}`}
          titulo={descricao(aguardando.group, aguardando.id)}
          unidades={aguardando.group === 'hemocomponentes' ? unidades : null}
          onConfirm={picking.confirmar}
          onCancel={picking.cancelar}
        />
      ) : null}
      {alterando ? (
        <AlterarQuantidade
          {...alterando}
          titulo={(id) => descricao(alterando.group, id)}
          unidades={unidades}
          onClose={() => setAlterando(null)}
        />
      ) : null}
      {aviso ? (
        <CaixaEmUsoDialog
          caixa={descricao('caixaCirurgica', aviso.caixa)}
          pedidos={aviso.pedidos}
          onClose={picking.fecharAviso}
        />
      ) : null}
    </section>
  );
}

interface AlterarProps {
  group: ItemGroup;
  index: number;
  titulo: (id: number) => string;
  unidades: ReturnType<typeof useItemCatalogues>['unidades'];
  onClose: () => void;
}

/** The quantity (and unit) of an item already chosen, changed in the same dialog that asked it (§5 'Items'). */
function AlterarQuantidade({ group, index, titulo, unidades, onClose }: AlterarProps) {
  const form = useFormContext<WizardForm>();
  const item = form.getValues(`itens.${group}.${index}`);
  if (!item) return null;
  return (
    <ItemQuantityDialog
      titulo={titulo(item.id)}
      unidades={group === 'hemocomponentes' ? unidades : null}
      atual={{ quantidade: item.quantidade, unidade: item.unidadeMedida }}
      onConfirm={(quantidade, unidadeMedida) => {
        form.setValue(`itens.${group}.${index}.quantidade`, quantidade, { shouldDirty: true });
        if (group === 'hemocomponentes')
          form.setValue(`itens.${group}.${index}.unidadeMedida`, unidadeMedida, { shouldDirty: true });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
