import { ProcedimentosSection } from '../step1/procedimentos-section';
import { Step3Itens } from './step3-itens';

/** The demand's 'Itens da cirurgia' (spec decision 1): procedures, duration and daily stays, then the item groups. */
export function Step3ItensCirurgia() {
  return (
    <>
      <ProcedimentosSection />
      <Step3Itens />
    </>
  );
}
