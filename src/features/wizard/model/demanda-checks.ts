import { PESO_INVALIDO } from '@/lib/br/weight';
import type { WizardForm } from './form';
import type { Pending } from './pending';

// The demand wizard's own messages (wizards-and-management.md §5 'Demand wizard'), in their accent-less spelling.
const MSG_DEMANDA = {
  emailInvalido: 'Formato invalido de email',
  pesoInvalido: 'Peso invalido',
  duracaoEntre: (min: number, max: number) => `A duracao estimada deve estar entre ${min} minutos e ${max} minutos!`,
  responsavel: 'O campo profissional responsavel e obrigatorio.',
  centro: 'O campo centro cirurgico e obrigatorio.',
  pesoMaximo: 'O peso maximo e 500.',
  diariasMaximo: 'O maximo de diarias previstas e 999.',
  oncologica: 'Informe se e ou nao uma cirurgia oncologica.',
} as const;

const PESO_MAXIMO = 500;
const DIARIAS_MAXIMO = 999;

/**
 * The demand's rewording of a request check: the accent-less message for the e-mail and the weight (step 0) and the
 * duration bounds (Itens da cirurgia); other messages pass unchanged.
 */
export function emDemanda(p: Pending): Pending {
  if (p.field === 'paciente.email') return { ...p, message: MSG_DEMANDA.emailInvalido };
  if (p.message === PESO_INVALIDO) return { ...p, message: MSG_DEMANDA.pesoInvalido };
  const bounds = /^A duração estimada deve estar entre (\d+) minutos e (\d+) minutos!$/.exec(p.message);
  if (bounds) return { ...p, message: MSG_DEMANDA.duracaoEntre(Number(bounds[1]), Number(bounds[2])) };
  return p;
}

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** Enviar's checks of a demand, in the specification's order; then the agreement notice is shown. */
export function checkFinalDemanda(v: WizardForm): Pending[] {
  const out: Pending[] = [];
  if (vazio(v.responsavel)) out.push({ field: 'responsavel', message: MSG_DEMANDA.responsavel });
  if (vazio(v.centro)) out.push({ field: 'centro', message: MSG_DEMANDA.centro });
  const peso = Number(v.paciente.peso.trim().replace(',', '.'));
  if (Number.isFinite(peso) && peso > PESO_MAXIMO)
    out.push({ field: 'paciente.peso', message: MSG_DEMANDA.pesoMaximo });
  if ((v.diariasPrevistas ?? 0) > DIARIAS_MAXIMO)
    out.push({ field: 'diariasPrevistas', message: MSG_DEMANDA.diariasMaximo });
  if (vazio(v.oncologica)) out.push({ field: null, message: MSG_DEMANDA.oncologica });
  return out;
}
