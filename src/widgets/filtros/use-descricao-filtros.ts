import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { descreverFiltros, type FiltrosDaTela, type NomesDosFiltros } from '@/lib/filtros/descricao';
import { resumirFiltros } from '@/lib/filtros/resumo';

/** The catalogues' names of centres, plans and campaigns (undefined while a catalogue is not read). */
function useNomesDosFiltros(): NomesDosFiltros {
  const centros = useCatalogue('centroCirurgico').data;
  const convenios = useCatalogue('convenio').data;
  const campanhas = useCatalogue('campanha').data;
  return {
    centro: (id) => centros?.find((c) => c.id === id)?.departamento ?? undefined,
    convenio: (id) => convenios?.find((c) => c.id === id)?.descricao ?? undefined,
    campanha: (id) => campanhas?.find((c) => c.id === id)?.nome ?? undefined,
  };
}

/** A list screen's own filters named for its print header, with the catalogues' names of centres, plans, campaigns. */
export function useDescricaoFiltros(filtros: FiltrosDaTela): string[] {
  return descreverFiltros(filtros, useNomesDosFiltros());
}

/** The same filters as the parts of the summary line above the table (src/lib/filtros/resumo.ts). */
export function useResumoFiltros(filtros: FiltrosDaTela): string[] {
  return resumirFiltros(filtros, useNomesDosFiltros());
}
