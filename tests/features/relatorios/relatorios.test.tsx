// Relatórios (wizards-and-management.md §2 'Reports', §5 'Reports', §7 'Login, reports, password', §8 'Technical area
// and dashboard'): pick a report and download it, saved under the server's name without leaving the page.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { pickOption } from '../../utils/primereact';

const PROCESSANDO = 'Estamos processando o relatório para download. Por favor, aguarde.';

/** The names the browser was asked to save files under (jsdom has no downloads nor blob addresses). */
let salvos: string[] = [];

beforeEach(() => {
  salvos = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:relatorio', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    salvos.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const abrir = async () => {
  const view = renderApp('/admin/relatorioDemandaCirurgica', { as: 'mariana.lima' });
  await screen.findByLabelText('Relatório', {}, { timeout: 15_000 });
  return view;
};

describe('Relatórios', () => {
  it('asks for a report when none is chosen and downloads nothing', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    expect(await screen.findByText('Selecione um relatório!')).toBeInTheDocument();
    expect(screen.queryByText(PROCESSANDO)).not.toBeInTheDocument();
    expect(salvos).toEqual([]);
  });

  it('downloads the chosen report under the name the server gives, with the progress message', async () => {
    const { user } = await abrir();
    await pickOption(user, 'Relatório', 'Pedidos de cirurgia finalizados');
    await user.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    expect(await screen.findByText(PROCESSANDO)).toBeInTheDocument();
    expect(await screen.findByText('Relatório baixado: pedidos-cirurgia-finalizados.pdf')).toBeInTheDocument();
    expect(salvos).toEqual(['pedidos-cirurgia-finalizados.pdf']);
    expect(screen.getByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
  });

  it('the end of a download takes away only its own progress message; a repeated warning is shown once', async () => {
    // The warning outlives the download however slow the machine: what is asserted is who takes it away.
    const vida = TOAST_MS.default;
    Reflect.set(TOAST_MS, 'default', 600_000);
    onTestFinished(() => {
      Reflect.set(TOAST_MS, 'default', vida);
    });
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    await user.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    // The first one leaves (its exit animation) as the second comes: one stays.
    await waitFor(() => expect(screen.getAllByText('Selecione um relatório!')).toHaveLength(1));
    await pickOption(user, 'Relatório', 'Pedidos de cirurgia finalizados');
    await user.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    expect(await screen.findByText('Relatório baixado: pedidos-cirurgia-finalizados.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(PROCESSANDO)).not.toBeInTheDocument());
    expect(screen.getByText('Selecione um relatório!')).toBeInTheDocument();
  });

  it('a failed download says so and the user tries again', async () => {
    failNext('GET /relatorios/:nome', 500, { mensagem: 'Falha ao gerar o relatório.' });
    const { user } = await abrir();
    await pickOption(user, 'Relatório', 'Demandas cirúrgicas por equipe');
    await user.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    expect(
      await screen.findByText('Não foi possível baixar o relatório. Tente novamente. (Falha ao gerar o relatório.)'),
    ).toBeInTheDocument();
    expect(salvos).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Relatório baixado: demandas-cirurgicas-por-equipe.csv')).toBeInTheDocument();
    expect(salvos).toEqual(['demandas-cirurgicas-por-equipe.csv']);
  });
});
