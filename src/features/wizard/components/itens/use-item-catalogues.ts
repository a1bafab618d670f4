import type { CatalogueItem, ModeloPedido } from '@/api/catalogues/schemas';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { allowed } from '../../model/allowed';
import type { ItemGroup } from '../../model/form';

const EMPTY: readonly CatalogueItem[] = [];

/**
 * The six item catalogues of step 3 (§7 'Catalogues'), each narrowed by the model's allowed items; the OPME boxes
 * come by care character, so nothing is offered for them until a character is chosen.
 */
export function useItemCatalogues(caraterOpme: number | null, modelo: ModeloPedido | null) {
  const opme = useCatalogueWhen(caraterOpme !== null, 'itemCaixaOPMEPorCaraterAtendimento', caraterOpme ?? 0).data;
  const consumivel = useCatalogue('itemMaterialConsumivel').data;
  const caixaCirurgica = useCatalogue('itemCaixaCirurgica').data;
  const hemocomponentes = useCatalogue('itemHemoderivados').data;
  const equipamentos = useCatalogue('itemEquipamento').data;
  const exames = useCatalogue('itemExame').data;
  const unidades = useCatalogue('unidadeMedida').data ?? [];
  const ids = modelo?.itensPermitidos;
  const catalogos: Record<ItemGroup, CatalogueItem[]> = {
    opme: allowed(opme ?? EMPTY, ids),
    consumivel: allowed(consumivel ?? EMPTY, ids),
    caixaCirurgica: allowed(caixaCirurgica ?? EMPTY, ids),
    hemocomponentes: allowed(hemocomponentes ?? EMPTY, ids),
    equipamentos: allowed(equipamentos ?? EMPTY, ids),
    exames: allowed(exames ?? EMPTY, ids),
  };
  return { catalogos, unidades };
}
