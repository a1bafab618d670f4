import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { descreverFiltros, type FiltrosDaTela } from '@/lib/filtros/descricao';

/** A list screen's own filters named for its print header, with the catalogues' names of centres, plans, campaigns. */
export function useDescricaoFiltros(filtros: FiltrosDaTela): string[] {
  const centros = useCatalogue('centroCirurgico').data;
  const convenios = useCatalogue('convenio').data;
  const campanhas = useCatalogue('campanha').data;
  return descreverFiltros(filtros, {
    centro: (id) => centros?.find((c) => c.id === id)?.departamento ?? undefined,
    convenio: (id) => convenios?.find((c) => c.id === id)?.descricao ?? undefined,
    campanha: (id) => campanhas?.find((c) => c.id === id)?.nome ?? undefined,
  });
}
