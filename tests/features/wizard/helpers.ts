import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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
