// The opinion screens without their configuration (DESIGN.md 'Screens': a failure is never an empty screen): the
// locks, the system's own opinion and the mandatory text are the configuration's, so neither Parecer Área Técnica nor
// Minha Agenda offers anything until it is read; 'Tentar novamente' reads it again.
import { journal } from '@mocks/journal';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';

const FALHA = 'Falha ao recuperar as configurações do sistema';
/** The screen's own alert, with its retry (the shell may show the failure in a toast first). */
const falhaNaTela = async () => {
  let alerta: HTMLElement | undefined;
  await waitFor(
    () => {
      alerta = screen.getAllByRole('alert').find((a) => within(a).queryByRole('button', { name: /Tentar novamente/ }));
      expect(alerta).toHaveTextContent(FALHA);
    },
    { timeout: 15_000 },
  );
  return alerta!;
};

describe('Technical areas without the configuration', () => {
  it('Parecer Área Técnica shows the failure, loads no list, and loads it once the configuration is read', async () => {
    failNext('GET /api/configuracoes', 500);
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const alerta = await falhaNaTela();
    expect(screen.queryByRole('table', { name: 'Pareceres da área técnica' })).not.toBeInTheDocument();
    expect(journal().some((c) => c.path.includes('AreaTecnica'))).toBe(false);
    await user.click(within(alerta).getByRole('button', { name: /Tentar novamente/ }));
    expect(
      await screen.findByRole('table', { name: 'Pareceres da área técnica' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('Minha Agenda shows the failure instead of spinning, then the calendar once the configuration is read', async () => {
    failNext('GET /api/configuracoes', 500);
    const { user } = renderApp('/admin/agendaAreaTecnica', { as: 'fernanda.santos' });
    const alerta = await falhaNaTela();
    expect(screen.queryByRole('group', { name: 'Minha Agenda' })).not.toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    await user.click(within(alerta).getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('group', { name: 'Minha Agenda' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
