import { useFormContext } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { ResumoCard } from '@/components/resumo/resumo-card';
import type { WizardForm } from '../../model/form';
import { useWizardContext } from '../../hooks/wizard-context';
import { ItensCard } from './itens-card';
import { resumoCards, resumoDemandaCards, solicitanteDoPedido } from './resumo-cards';
import { useResumoNomes } from './use-resumo-nomes';

/**
 * Step 4: 'Resumo do pedido' (§2 'Step 4: Resumo'): the cards of the request as it will be sent, ids resolved to
 * names, 'Não informado' for missing values. With no stored record it goes to the run's exit.
 */
export function ResumoStep() {
  return <ResumoDoRegistro demanda={false} />;
}

/** The demand's Resumo: 'Resumo da demanda' and its four cards. */
export function ResumoDemandaStep() {
  return <ResumoDoRegistro demanda />;
}

function ResumoDoRegistro({ demanda }: { demanda: boolean }) {
  const { pedido, run } = useWizardContext();
  if (!pedido) return <Navigate to={run.exitPath} replace />;
  return <Resumo demanda={demanda} />;
}

/** The request's seven cards; a demand's four (§2 'Step 4': patient, encounter, request data, surgery items). */
function Resumo({ demanda }: { demanda: boolean }) {
  const { requisitante } = useWizardContext().pessoas;
  const { watch } = useFormContext<WizardForm>();
  const nomes = useResumoNomes();
  // The run's requester (model/pessoas.ts): an existing request's as read, never the signed-in manager (§3 'Full request').
  const solicitante = solicitanteDoPedido(requisitante);
  const cards = demanda ? resumoDemandaCards(watch(), nomes) : resumoCards(watch(), nomes, solicitante);
  const titulo = demanda ? 'Resumo da demanda' : 'Resumo do pedido';
  return (
    <section className="wizard-step resumo" aria-labelledby="titulo-resumo">
      <h3 id="titulo-resumo">{titulo}</h3>
      {cards.map((card) => (
        <ResumoCard key={card.titulo} section={card} />
      ))}
      <ItensCard />
    </section>
  );
}
