import { useFormContext, useWatch } from 'react-hook-form';
import type { CatalogueItem, Descricao } from '@/api/catalogues/schemas';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { porNumero } from '@/lib/text/por-numero';
import type { ItemGroup, WizardForm } from '../../model/form';
import { EXAME_TODOS, GROUP_RULES, rotuloItem } from '../../model/itens';
import { ChosenItems, type ChosenItem } from './chosen-items';

interface Props {
  group: ItemGroup;
  opcoes: readonly CatalogueItem[];
  unidades: readonly Descricao[];
  onPicked: (group: ItemGroup, ids: number[]) => void;
  onRemove: (group: ItemGroup, id: number) => void;
  onQuantidade: (group: ItemGroup, id: number) => void;
  /** An item already stored on the demand a manager corrects: it cannot be removed. */
  salvo?: (group: ItemGroup, id: number) => boolean;
}

const TODOS = { id: EXAME_TODOS, descricao: 'Todos' };

/**
 * One item group: a filterable multi-select that counts what was chosen, and the list of the chosen items, each once
 * with its quantity, Remover and eventual-item fields (docs/decisions.md 'Itens: each chosen item shown once').
 */
export function ItemGroupField({ group, opcoes, unidades, onPicked, onRemove, onQuantidade, salvo }: Props) {
  const { control } = useFormContext<WizardForm>();
  const escolhidos = useWatch({ control, name: `itens.${group}` });
  const rule = GROUP_RULES[group];
  const descricao = (id: number) => opcoes.find((o) => o.id === id)?.descricao ?? `Item ${id}`;
  const unidade = (id: number | null) => unidades.find((u) => u.id === id)?.descricao ?? null;
  const chosen: ChosenItem[] = escolhidos.map((item) => ({
    item,
    rotulo: rotuloItem(descricao(item.id), item, rule, unidade(item.unidadeMedida)),
  }));
  const rotuloDe = (id: number) => chosen.find((c) => c.item.id === id)?.rotulo ?? descricao(id);
  const options = group === 'exames' && opcoes.length ? [TODOS, ...opcoes] : opcoes;
  return (
    <div className="item-group">
      <MultiSelectField
        control={control}
        name={`itens.${group}`}
        label={rule.titulo}
        // The form keeps one record per item: the field holds the ids and shows their count; the list below names them.
        values={escolhidos.map((i) => i.id)}
        maxSelectedLabels={0}
        selectedItemsLabel={porNumero(escolhidos.length, '{0} escolhido', '{0} escolhidos')}
        options={options}
        optionLabel={(o) => (o.id === EXAME_TODOS ? o.descricao : rotuloDe(o.id))}
        optionValue={(o) => o.id}
        allValue={group === 'exames' ? EXAME_TODOS : undefined}
        // The quantity dialog opens over it (§2 'Step 3: Itens').
        closeOnAdd={rule.pedeQuantidade}
        onPicked={(ids) => onPicked(group, ids)}
      />
      <ChosenItems
        group={group === 'opme' || group === 'consumivel' ? group : null}
        titulo={rule.titulo}
        itens={chosen}
        onRemove={(id) => onRemove(group, id)}
        onQuantidade={rule.pedeQuantidade ? (id) => onQuantidade(group, id) : undefined}
        salvo={salvo ? (id) => salvo(group, id) : undefined}
      />
    </div>
  );
}
