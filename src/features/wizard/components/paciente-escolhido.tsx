import { useWatch } from 'react-hook-form';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { formatDateBR } from '@/lib/dates/format';
import type { WizardForm } from '../model/form';

/**
 * The chosen patient under the wizard's title on the steps after Paciente: name, prontuário and birth date in full, so
 * two patients with alike names are never confused (docs/decisions.md, 'Wizard header').
 */
export function PacienteEscolhido() {
  const paciente = useWatch<WizardForm, 'paciente'>({ name: 'paciente' });
  if (!paciente.nome) return null;
  return (
    <div className="paciente-escolhido" role="group" aria-label="Paciente do pedido">
      <dl>
        <div>
          <dt>Paciente:</dt>
          <dd>{paciente.nome}</dd>
        </div>
        <div>
          <dt>Prontuário:</dt>
          <dd>{paciente.numeroProntuario || NAO_INFORMADO}</dd>
        </div>
        <div>
          <dt>Nascimento:</dt>
          <dd>{formatDateBR(paciente.dataNascimento) || NAO_INFORMADO}</dd>
        </div>
      </dl>
    </div>
  );
}
