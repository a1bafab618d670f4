import { checkWeight } from '@/lib/br/weight';
import type { WizardForm } from './form';
import { informe, MSG } from './messages';

/** Step 0's checks, in order; the first message is shown. */
export function checkStep0(form: WizardForm): string[] {
  const problems: string[] = [];
  if (form.tipoPedido === '1' && !form.paciente.nome) {
    const faltam = [
      ['nome', form.paciente.nome],
      ['data de nascimento', form.paciente.dataNascimento],
      ['sexo', form.paciente.sexo],
      ['nome da mãe', form.paciente.nomeMae],
      ['CPF', form.paciente.cpf],
    ]
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (faltam.length) problems.push(`Informe o(s) ${faltam.join(', ')} do novo paciente.`);
  }
  if (!form.paciente.nome) problems.push(informe('o paciente'));
  if (!form.paciente.convenio) problems.push(informe('o convênio'));
  if (form.tipoPedido === '0' && !form.atendimento && !form.internacao) problems.push(informe('o atendimento'));
  if (form.paciente.email && !form.paciente.email.includes('@')) problems.push(MSG.emailInvalido);
  const peso = checkWeight(form.paciente.peso);
  if (!peso.ok) problems.push(peso.message);
  return problems;
}

export interface Step1Context {
  ambulatorial: boolean;
  internado: boolean;
  durationProblem: string | null;
  sequentialProblem: string | null;
  dailyStaysProblem?: string | null;
}

/** Step 1's checks: pending request items, then surgery items, then the duration and clinical texts. */
export function checkStep1(form: WizardForm, ctx: Step1Context): string[] {
  const problems: string[] = [];
  if (!form.responsavel) problems.push(informe('o profissional responsável'));
  if (!form.centro) problems.push(informe('o centro cirúrgico'));
  if (!form.procedimentoPrincipal) problems.push(informe('o procedimento principal'));
  if (ctx.sequentialProblem) problems.push(ctx.sequentialProblem);
  if (ctx.durationProblem) problems.push(ctx.durationProblem);
  if (ctx.dailyStaysProblem) problems.push(ctx.dailyStaysProblem);
  if (!ctx.ambulatorial && !ctx.internado) {
    if (!form.sinais.trim()) problems.push(informe('os principais sinais e sintomas'));
    if (!form.resultados.trim()) problems.push(informe('os principais resultados de provas diagnósticas'));
    if (!form.recursos.trim()) problems.push(informe('os recursos necessários ao atendimento'));
    if (!form.historia.trim()) problems.push(informe('a história clínica'));
    if (!form.areaMedica) problems.push(informe('a área médica'));
  }
  return problems;
}

/** Indicação Cirúrgica counts as filled at 20 characters (decision 5). */
export const INDICACAO_MIN = 20;
export const indicacaoPreenchida = (texto: string) => texto.trim().length >= INDICACAO_MIN;
