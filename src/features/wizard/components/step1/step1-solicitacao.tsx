import type { UseFormReturn } from 'react-hook-form';
import type { ModeloPedido, Procedimento } from '@/api/catalogues/schemas';
import type { WizardForm } from '../../model/form';
import { AnestesiaSection } from './anestesia-section';
import { DadosSolicitacaoSection } from './dados-solicitacao-section';
import { ProcedimentosSection } from './procedimentos-section';

export interface Step1Flags {
  eletivo: boolean;
  textosObrigatorios: boolean;
  avaliacaoPermitida: boolean;
}

/** Step 1: Solicitação. */
export function Step1Solicitacao({
  form,
  modelo,
  procedimentos,
  flags,
}: {
  form: UseFormReturn<WizardForm>;
  modelo: ModeloPedido | null;
  procedimentos: readonly Procedimento[];
  flags: Step1Flags;
}) {
  return (
    <div className="wizard-step">
      <ProcedimentosSection form={form} procedimentos={procedimentos} modelo={modelo} eletivo={flags.eletivo} />
      <DadosSolicitacaoSection form={form} modelo={modelo} textosObrigatorios={flags.textosObrigatorios} />
      <AnestesiaSection form={form} modelo={modelo} avaliacaoPermitida={flags.avaliacaoPermitida} />
    </div>
  );
}
