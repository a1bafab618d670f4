import { ProcedimentosSection } from '../solicitacao/procedimentos-section';
import { ItensStep } from '../itens/itens-step';

/** The demand's 'Itens da cirurgia' (spec decision 1): procedures, duration and daily stays, then the item groups. */
export function ItensCirurgiaStep() {
  return (
    <>
      <ProcedimentosSection />
      <ItensStep />
    </>
  );
}
