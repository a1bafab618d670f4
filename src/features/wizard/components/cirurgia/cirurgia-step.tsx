import { CalendarSection } from './calendar-section';
import { FreeDateSection } from './free-date-section';
import { InternacaoSection } from './internacao-section';
import { useCirurgiaEnv } from './use-cirurgia-env';

/**
 * Step 2: Cirurgia (wizards-and-management.md §2): the elective room calendar, or the free suggested date for other
 * characters and for team 9973 with centre 556; then the admission.
 */
export function CirurgiaStep() {
  const { dataLivre } = useCirurgiaEnv();
  return (
    <div className="wizard-step">
      <section className="card wizard-section" aria-labelledby="titulo-data-cirurgia">
        <h2 id="titulo-data-cirurgia">Data da Cirurgia</h2>
        {dataLivre ? <FreeDateSection /> : <CalendarSection />}
      </section>
      <InternacaoSection />
    </div>
  );
}
