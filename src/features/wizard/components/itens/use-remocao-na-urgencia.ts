import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { catalogueQuery, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { errorMessage } from '@/lib/http/api-error';
import type { WizardForm } from '../../model/form';
import { removidosNaUrgencia } from '../../model/itens';

/**
 * Removes the chosen OPME boxes the urgency catalogue does not offer once the character is the configured urgency one
 * (§4 'Care character, centre and modality'); `removidos` names them for the dialog until `fechar`.
 */
export function useRemocaoNaUrgencia() {
  const { control, setValue } = useFormContext<WizardForm>();
  const queryClient = useQueryClient();
  const [carater, opme] = useWatch({ control, name: ['carater', 'itens.opme'] });
  const config = useQuery(configuracoesQuery()).data;
  const urgencia = config?.caraterUrgencia ?? null;
  const emUrgencia = carater !== null && carater === urgencia;
  const permitidos = useCatalogueWhen(emUrgencia, 'itemCaixaOPMEPorCaraterAtendimento', urgencia ?? 0).data;
  // The boxes were chosen from the catalogue of the character before urgency: their names come from it.
  const anterior = useRef<number | null>(null);
  const [removidos, setRemovidos] = useState<string[] | null>(null);
  // Not per effect run: removing the boxes re-runs the effect, and the names must still reach the dialog.
  const montado = useRef(true);

  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  useEffect(() => {
    if (!emUrgencia && carater !== null) anterior.current = carater;
  }, [emUrgencia, carater]);

  useEffect(() => {
    if (!emUrgencia || !permitidos) return;
    const { removidos: fora, mantidos } = removidosNaUrgencia(opme, permitidos);
    if (fora.length === 0) return;
    setValue('itens.opme', mantidos, { shouldDirty: true });
    const origem = anterior.current ?? config?.caraterEletivo ?? null;
    const nomes = async () => {
      try {
        if (origem === null) return [];
        return await queryClient.fetchQuery(catalogueQuery('itemCaixaOPMEPorCaraterAtendimento', origem));
      } catch (error) {
        console.error('Falha ao carregar as caixas OPME', errorMessage(error));
        return [];
      }
    };
    void nomes().then((catalogo) => {
      const nomesFora = fora.map((i) => catalogo.find((c) => c.id === i.id)?.descricao ?? `Item ${i.id}`);
      if (montado.current) setRemovidos((atuais) => [...(atuais ?? []), ...nomesFora]);
    });
  }, [emUrgencia, permitidos, opme, setValue, queryClient, config?.caraterEletivo]);

  return { removidos, fechar: () => setRemovidos(null) };
}
