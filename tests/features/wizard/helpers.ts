import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { savePatientRecords } from '@/features/wizard/api/save-patient';
import { DRAFT_KEY, DRAFT_VERSION } from '@/features/wizard/draft/draft-key';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import { renderApp, signInAs, type SeedUser } from '../../utils/render-app';

/** Finds the patient MARIA APARECIDA DE SOUZA by name and picks her first encounter (FAA 300101). */
export async function pickMariaByName(user: UserEvent) {
  // The name at once: the search is what is used here, not typing (a keystroke per letter redraws the step).
  await user.click(await screen.findByLabelText('Nome do paciente'));
  await user.paste('maria aparecida');
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  const picker = await screen.findByRole('dialog', { name: 'Selecione o paciente' });
  await user.click(within(picker).getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }));
  const encounters = await screen.findByRole('dialog', {
    name: 'Selecione o atendimento ou a internação de MARIA APARECIDA DE SOUZA',
  });
  await user.click(within(encounters).getByRole('button', { name: 'Selecionar atendimento 300101' }));
  await screen.findByRole('heading', { name: 'Dados do paciente' });
}

/** What a new request holds once MARIA APARECIDA DE SOUZA and her encounter FAA 300101 are picked (`pickMariaByName`). */
export const MARIA_ESCOLHIDA: WizardForm = {
  ...emptyWizardForm(),
  paciente: {
    ...emptyWizardForm().paciente,
    seqPaciente: 880_000,
    numeroProntuario: '4100000',
    nome: 'MARIA APARECIDA DE SOUZA',
    dataNascimento: '1958-04-12',
    sexo: 'F',
    nomeMae: 'MAE DE MARIA',
    telefone: '1433224455',
    celular: '14998761234',
    convenio: 1,
  },
  atendimento: {
    seq: 7001,
    data: '2026-11-10T09:30:00',
    faa: '300101',
    carater: 'ELETIVO',
    caraterId: 1,
    centroCusto: 'AMBULATÓRIO DE ORTOPEDIA',
  },
  exames: [101, 102, 103],
  carater: 1,
};

/**
 * And once Solicitação is filled in: knee replacement (240 min) in the CENTRO CIRÚRGICO CENTRAL, with its clinical
 * texts and área médica CIRÚRGICA.
 */
export const MARIA_JOELHO_SOLICITADO: WizardForm = {
  ...MARIA_ESCOLHIDA,
  procedimentoPrincipal: 6,
  duracaoEstimada: 240,
  diariasPrevistas: 5,
  responsavel: 101,
  centro: 1,
  modalidade: 1,
  sinais: 'Dor no joelho direito.',
  resultados: 'RX com artrose grau IV.',
  recursos: 'Prótese total de joelho.',
  historia: 'Artrose há 10 anos.',
  areaMedica: 1,
};

/**
 * Opens the new-request wizard as `as` at step `step` (its id: 'paciente', 'solicitacao', …) from a draft holding
 * `state`, as a reload of the tab resumes it (docs/decisions/018-wizard-run-specs.md), so that a test of a step does
 * not walk the steps before it (docs/decisions/009-test-suite-budget.md). Past Paciente, the patient's records are
 * saved first, as leaving Paciente saves them; the run creates its request on entry, as it does when started.
 */
export async function renderWizardAt(step: string, state: WizardForm, as: SeedUser) {
  const { userid } = signInAs(as);
  const ids = step === 'paciente' ? state.ids : await savePatientRecords(state);
  const draft = { version: DRAFT_VERSION, run: paths.wizard, userid, seed: {}, state: { ...state, ids }, step };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  return renderApp(paths.wizard);
}
