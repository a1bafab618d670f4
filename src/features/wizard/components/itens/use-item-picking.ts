import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorMessage } from '@/lib/http/api-error';
import { caixaEmUso, type CaixaEmUso } from '../../api/get-caixa-em-uso';
import { useWizardContext } from '../../hooks/wizard-context';
import type { ItemGroup, WizardForm } from '../../model/form';
import { itemSalvo } from '../../model/demanda-to-form';
import { escolhaAlterada, GROUP_RULES, novoItem } from '../../model/itens';

/** An entry chosen in a multi-select that waits for its quantity. */
interface AguardandoQuantidade {
  group: ItemGroup;
  id: number;
}

const DIRTY = { shouldDirty: true } as const;

/**
 * Choosing items (§2 'Step 3: Itens', §5 'Items'): groups with a quantity ask it entry by entry (Cancelar leaves the
 * entry out); the others are added with quantity 1; a surgical box used by another request raises the warning.
 */
export function useItemPicking() {
  const form = useFormContext<WizardForm>();
  const { pedido, demandaLida } = useWizardContext();
  // A manager's correction cannot remove an item already stored on the demand (no call deletes one).
  const salvo = (group: ItemGroup, id: number) => itemSalvo(demandaLida?.itensSalvos, group, id);
  const [fila, setFila] = useState<AguardandoQuantidade[]>([]);
  const [aviso, setAviso] = useState<{ caixa: number; pedidos: CaixaEmUso[] } | null>(null);

  const verificarCaixa = async (caixa: number) => {
    try {
      const outros = (await caixaEmUso(caixa)).filter((p) => p.id !== pedido?.id);
      if (outros.length) setAviso({ caixa, pedidos: outros });
    } catch (error) {
      console.error('Falha ao verificar o uso da caixa cirúrgica', errorMessage(error));
    }
  };

  const pick = (group: ItemGroup, ids: number[]) => {
    const atuais = form.getValues(`itens.${group}`);
    const fixos = atuais.filter((i) => salvo(group, i.id)).map((i) => i.id);
    const { mantidos, novos } = escolhaAlterada(atuais, [...ids, ...fixos]);
    if (GROUP_RULES[group].pedeQuantidade) {
      form.setValue(`itens.${group}`, mantidos, DIRTY);
      setFila((f) => [...f, ...novos.map((id) => ({ group, id }))]);
      return;
    }
    form.setValue(`itens.${group}`, [...mantidos, ...novos.map((id) => novoItem(id))], DIRTY);
    if (group === 'caixaCirurgica') for (const caixa of novos) void verificarCaixa(caixa);
  };

  const remove = (group: ItemGroup, id: number) => {
    if (salvo(group, id)) return;
    form.setValue(
      `itens.${group}`,
      form.getValues(`itens.${group}`).filter((i) => i.id !== id),
      DIRTY,
    );
  };

  const confirmar = (quantidade: number, unidadeMedida: number | null) => {
    const [atual] = fila;
    if (!atual) return;
    const escolhidos = form.getValues(`itens.${atual.group}`).filter((i) => i.id !== atual.id);
    form.setValue(`itens.${atual.group}`, [...escolhidos, novoItem(atual.id, quantidade, unidadeMedida)], DIRTY);
    setFila((f) => f.slice(1));
  };

  return {
    salvo,
    aguardando: fila[0] ?? null,
    aviso,
    pick,
    remove,
    confirmar,
    cancelar: () => setFila((f) => f.slice(1)),
    fecharAviso: () => setAviso(null),
  };
}
