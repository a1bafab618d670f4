import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { menuItemOf } from '../../components/table/row-actions-menu';
import { recordRequests, rowOf } from '../pedidos/helpers';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { openPrintMenu, recordOpenedWindows, recordWindows } from './helpers';

const pedido = (id: number) => db.pedidos.find((p) => p.id === id)!;

describe('print menu and surgery notice', () => {
  it('shows the documents each request allows, and no Impressão when it has none', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const menu = await openPrintMenu(user, '2027019');
    const nomes = within(menu)
      .getAllByRole('button', { name: /./ })
      .map((b) => b.textContent);
    expect(nomes).toEqual(expect.arrayContaining(['Aviso de Cirurgia', 'Pedido de Internação', 'Solicitação de AIH']));
    expect(nomes).not.toContain('Produtos Hemoterápicos');
    await user.click(within(menu).getByRole('button', { name: 'Fechar' }));
    const outro = await openPrintMenu(user, '2027006');
    expect(within(outro).getByRole('button', { name: 'Produtos Hemoterápicos' })).toBeEnabled();
    expect(within(outro).getByRole('button', { name: 'Encaminhamento Avaliação Pré-Anestesia' })).toBeEnabled();
    expect(within(outro).queryByRole('button', { name: 'Aviso de Cirurgia' })).not.toBeInTheDocument();
    await user.click(within(outro).getByRole('button', { name: 'Fechar' }));
    await user.keyboard('{Escape}');
    const semImpressao = await rowOf(user, '2027001');
    expect(await menuItemOf(user, semImpressao, 'Ver histórico')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Impressão', hidden: true })).not.toBeInTheDocument();
  });

  it('saves the observations, then opens the notice in a new window; the form asks for them first', async () => {
    const opened = recordOpenedWindows();
    const calls = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Aviso de Cirurgia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' });
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(await within(dialog).findByText('O campo observações é obrigatório.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Observações/));
    await user.paste('LEVAR EXAMES DE IMAGEM');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened).toEqual(['/avisoCirurgia/1019']));
    expect(calls).toContain('PUT /api/dadosImpressaoAvisoCirurgia/1019');
    expect(db.dadosImpressao.get(1019)?.observacoesAvisoCirurgia).toBe('LEVAR EXAMES DE IMAGEM');
    expect(pedido(1019).dataImpressaoAvisoCirurgico).not.toBeNull();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a failed save shows Erro ao imprimir! titled Atenção! and keeps the form', async () => {
    failNext('PUT /api/dadosImpressaoAvisoCirurgia/:id', 500);
    const opened = recordOpenedWindows();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Aviso de Cirurgia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' });
    await user.click(within(dialog).getByLabelText(/Observações/));
    await user.paste('JEJUM DE 8 HORAS');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Erro ao imprimir!')).toBeInTheDocument();
    expect(screen.getByText('Atenção!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Observações/)).toHaveValue('JEJUM DE 8 HORAS');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeEnabled());
    expect(opened).toEqual([]);
  });

  it('a printed notice reopens only after the reprint confirmation, without saving again', async () => {
    pedido(1019).dataImpressaoAvisoCirurgico = '2026-11-20T13:05:00Z';
    const opened = recordOpenedWindows();
    const calls = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Aviso de Cirurgia' }));
    const confirma = await screen.findByRole('dialog', { name: 'Reimprimir documento' });
    expect(within(confirma).getByText(/já foi impresso em 20\/11\/2026 10:05/)).toBeInTheDocument();
    await user.click(within(confirma).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(opened).toEqual(['/avisoCirurgia/1019']));
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('the pre-anaesthesia referral opens its document directly', async () => {
    const opened = recordOpenedWindows();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const menu = await openPrintMenu(user, '2027006');
    await user.click(within(menu).getByRole('button', { name: 'Encaminhamento Avaliação Pré-Anestesia' }));
    await waitFor(() => expect(opened).toEqual(['/encaminhamentoAvaliacaoPreAnestesia/1006']));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });

  describe('the document’s window opens within the click (decision 007, WebKit’s popup blocker)', () => {
    /** Opens the notice's form of 2027019 with its observations typed. */
    async function avisoPreenchido() {
      const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
      await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Aviso de Cirurgia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' });
      await user.click(within(dialog).getByLabelText(/Observações/));
      await user.paste('LEVAR EXAMES');
      return { user, dialog };
    }

    it('a blank window opens with the click, before the save, and shows the notice once it is saved', async () => {
      const janelas = recordWindows();
      let soltar = () => {};
      const salvo = new Promise<void>((resolve) => (soltar = resolve));
      let recebido = false;
      server.use(
        http.put('*/api/dadosImpressaoAvisoCirurgia/:id', async () => {
          recebido = true;
          await salvo;
          return HttpResponse.json({});
        }),
      );
      const { user, dialog } = await avisoPreenchido();
      await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(recebido).toBe(true));
      expect(janelas).toEqual({ documentos: [], emBranco: 1, fechadas: 0 });
      soltar();
      await waitFor(() => expect(janelas.documentos).toEqual(['/avisoCirurgia/1019']));
      expect(janelas.fechadas).toBe(0);
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });

    it('a form that does not validate, or a failed save, closes the blank window and keeps the form', async () => {
      const janelas = recordWindows();
      const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
      await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Aviso de Cirurgia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' });
      await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
      expect(await within(dialog).findByText('O campo observações é obrigatório.')).toBeInTheDocument();
      expect(janelas).toEqual({ documentos: [], emBranco: 1, fechadas: 1 });

      failNext('PUT /api/dadosImpressaoAvisoCirurgia/:id', 500);
      await user.click(within(dialog).getByLabelText(/Observações/));
      await user.paste('LEVAR EXAMES');
      await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
      expect(await screen.findByText('Erro ao imprimir!')).toBeInTheDocument();
      expect(janelas).toEqual({ documentos: [], emBranco: 2, fechadas: 2 });
      expect(within(dialog).getByLabelText(/Observações/)).toHaveValue('LEVAR EXAMES');
    });

    it('a browser that blocks the window anyway: the save is kept and the notice is offered as a link', async () => {
      recordWindows({ bloquear: true });
      const calls = recordRequests();
      const { user, dialog } = await avisoPreenchido();
      await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
      const aviso = await screen.findByRole('alert');
      expect(aviso).toHaveTextContent(
        'O navegador bloqueou a janela do documento. Os dados da impressão foram salvos.',
      );
      expect(calls).toContain('PUT /api/dadosImpressaoAvisoCirurgia/1019');
      const link = within(aviso).getByRole('link', { name: 'Abrir o documento' });
      expect(link.getAttribute('href')).toMatch(/\/systems\/avisoCirurgia\/1019$/);
      expect(link).toHaveAttribute('target', '_blank');
      // The link's own click opens the document (no blocker refuses it); the dialog closes behind it.
      link.addEventListener('click', (e) => e.preventDefault());
      await user.click(link);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' })).not.toBeInTheDocument(),
      );
    });
  });
});
