import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { ouvirChamadas } from '@mocks/journal';
import { failNext } from '@mocks/scenarios';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { colar, linhaDe } from './helpers';

const pedido = (id: number) => db.pedidos.find((p) => p.id === id);
const logs = (id: number) => db.logs.filter((l) => l.id_pedido === id).map((l) => l.descricao);

describe('manager dialogs', () => {
  it('Trocar de Status to FINALIZADO: required dates, the admission moves with the surgery, bed saved and logged', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027307'), 'Trocar de Status');
    const dialog = await screen.findByRole('dialog', { name: 'Selecione o Novo Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione o novo status.')).toBeInTheDocument();
    await pickOption(user, 'Novo status *', 'FINALIZADO');
    const cirurgia = within(dialog).getByLabelText('Data confirmada da cirurgia *');
    const internacao = within(dialog).getByLabelText('Data confirmada da internação *');
    const antes = String(pedido(3007)?.dataInternacao).slice(0, 10).split('-').reverse().join('/');
    expect(internacao).toHaveValue(`${antes} 14:00`);
    await colar(user, cirurgia, '');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe a data confirmada da cirurgia.')).toBeInTheDocument();
    await colar(user, cirurgia, '10/01/2027 09:00');
    await user.tab();
    await colar(user, internacao, '09/01/2027 14:00');
    await colar(user, cirurgia, '12/01/2027 09:00');
    await user.tab();
    await waitFor(() => expect(internacao).toHaveValue('11/01/2027 14:00'));
    await colar(user, within(dialog).getByLabelText('Leito da internação'), '203');
    // Its opinions are not all in (Prontidão's rules): the dialog asks once, and the log keeps what was missing.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const pergunta = await within(dialog).findByText(/^Pareceres pendentes: (.+)\. Finalizar assim mesmo\?/);
    const areas = /^Pareceres pendentes: ([^.]+)\./.exec(pergunta.textContent ?? '')?.[1];
    expect(pedido(3007)?.status).not.toBe(8);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pedido(3007)).toMatchObject({
      status: 8,
      codigoLeitoInternacao: 203,
      dataInternacao: '2027-01-11T14:00:00',
    });
    expect(logs(3007).filter((d) => d.startsWith('FINALIZADO'))).toEqual([
      `FINALIZADO - finalizado com pareceres pendentes: ${areas}`,
    ]);
  });

  it('REAGENDADO needs a reason; an admission after the surgery is refused under Atenção!', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027308'), 'Trocar de Status');
    const dialog = await screen.findByRole('dialog', { name: 'Selecione o Novo Status' });
    await pickOption(user, 'Novo status *', 'REAGENDADO');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o motivo do reagendamento.')).toBeInTheDocument();
    await pickOption(user, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
    await colar(user, within(dialog).getByLabelText('Nova data da cirurgia *'), '15/01/2027 08:00');
    await user.tab();
    await colar(user, within(dialog).getByLabelText('Nova data da internação *'), '20/01/2027 14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('A data da internação não pode ser maior que a data da cirurgia!'),
    ).toBeInTheDocument();
    expect(pedido(3008)?.status).toBe(7);
  });

  it('a reschedule whose booking fails keeps the choice; Salvar again sends only the booking and the log', async () => {
    const escritas: string[] = [];
    // The writes (the list itself loads by POST).
    const parar = ouvirChamadas((c) => {
      if (c.method !== 'GET' && c.path !== '/api/pedidoCirurgiaGerenteCentroCirurgico')
        escritas.push(`${c.method} ${c.path}`);
    });
    failNext('PUT /api/agendamentoSalaCirurgia/:id', 503, { mensagem: 'Agenda indisponível' });
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027308'), 'Trocar de Status');
    const dialog = await screen.findByRole('dialog', { name: 'Selecione o Novo Status' });
    await pickOption(user, 'Novo status *', 'REAGENDADO');
    await pickOption(user, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
    await colar(user, within(dialog).getByLabelText('Nova data da cirurgia *'), '15/01/2027 08:00');
    await user.tab();
    await colar(user, within(dialog).getByLabelText('Nova data da internação *'), '14/01/2027 14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Agenda indisponível');
    expect(within(dialog).getByLabelText('Nova data da cirurgia *')).toHaveValue('15/01/2027 08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    parar();
    expect(escritas).toEqual([
      'PUT /api/alterarStatus/3008',
      'PUT /api/agendamentoSalaCirurgia/3008',
      'PUT /api/agendamentoSalaCirurgia/3008',
      'POST /logpedido',
    ]);
    expect(logs(3008).filter((d) => d === 'REAGENDAMENTO - INDISPONIBILIDADE DE SALA')).toHaveLength(1);
  });

  it("a failed load of the reasons says 'Erro ao listar motivos para reagendamento!' with the server's message", async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    const row = await linhaDe(user, '2027308');
    localStorage.removeItem('catalogo:/api/motivoReagendamento');
    failNext('GET /api/motivoReagendamento', 500, { mensagem: 'Serviço de motivos fora do ar', times: 3 });
    await chooseRowAction(user, row, 'Trocar de Status');
    await screen.findByRole('dialog', { name: 'Selecione o Novo Status' });
    await pickOption(user, 'Novo status *', 'REAGENDADO');
    expect(await screen.findByText('Erro ao listar motivos para reagendamento!')).toBeInTheDocument();
    expect(screen.getByText('Serviço de motivos fora do ar')).toBeInTheDocument();
  });
});
