import { useWatch } from 'react-hook-form';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { ITEM_GROUPS, type ItemEscolhidoForm, type WizardForm } from '../../model/form';
import { GROUP_RULES, rotuloItem, type GroupRule } from '../../model/itens';
import { useWizardContext } from '../../hooks/wizard-context';
import { useItemCatalogues } from '../itens/use-item-catalogues';

function texto(item: ItemEscolhidoForm, rule: GroupRule, nomes: Map<number, string>, unidades: Map<number, string>) {
  const unidade = item.unidadeMedida === null ? null : (unidades.get(item.unidadeMedida) ?? null);
  const rotulo = rotuloItem(nomes.get(item.id) ?? `Item ${item.id}`, item, rule, unidade);
  return item.itemEventual ? `${rotulo} — eventual: ${item.justificativaEventual || NAO_INFORMADO}` : rotulo;
}

/** Itens Cirurgia: the six groups of step 3 with the chosen items, 'Não informado' for an empty group. */
export function ItensCard() {
  const { modelo } = useWizardContext();
  const [itens, carater] = useWatch<WizardForm, ['itens', 'carater']>({ name: ['itens', 'carater'] });
  const { catalogos, unidades } = useItemCatalogues(carater, modelo);
  const nomes = new Map(ITEM_GROUPS.flatMap((g) => catalogos[g].map((i) => [i.id, i.descricao] as const)));
  const nomesUnidades = new Map(unidades.map((u) => [u.id, u.descricao] as const));
  return (
    <section className="resumo__card" aria-labelledby="resumo-itens">
      <h3 id="resumo-itens">Itens Cirurgia</h3>
      {ITEM_GROUPS.map((group) => (
        <div key={group} className="resumo__grupo">
          <h4>{GROUP_RULES[group].titulo}</h4>
          {itens[group].length ? (
            <ul>
              {itens[group].map((item) => (
                <li key={item.id}>{texto(item, GROUP_RULES[group], nomes, nomesUnidades)}</li>
              ))}
            </ul>
          ) : (
            <p>{NAO_INFORMADO}</p>
          )}
        </div>
      ))}
    </section>
  );
}
