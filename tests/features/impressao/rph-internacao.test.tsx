import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { renderApp } from '../../utils/render-app';
import { pickOption } from '../../utils/primereact';
import { openPrintMenu, recordOpenedWindows } from './helpers';

async function openRph(user: UserEvent) {
  await user.click(
    within(await openPrintMenu(user, '2027006')).getByRole('button', { name: 'Produtos Hemoterápicos' }),
  );
  return screen.findByRole('dialog', { name: 'Produtos Hemoterápicos — pedido nº 2027006' });
}

describe('haemotherapy request (RPH) and hospitalisation request', () => {
  it('RPH: required messages, the history questions after Sim, a past scheduled date refused and cleared', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openRph(user);
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(await within(dialog).findByText('O campo indicação é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('O campo tipo de transfusão é obrigatório.')).toBeInTheDocument();
    const transfusoes = within(dialog).getByRole('radiogroup', { name: /Transfusões anteriores/ });
    await user.click(within(transfusoes).getByLabelText('Sim'));
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(await within(dialog).findByText('O campo Quando é obrigatório.')).toBeInTheDocument();
    await pickOption(user, 'Tipo de transfusão *', 'PROGRAMADA');
    const data = await within(dialog).findByLabelText('Data e hora da transfusão *');
    await user.type(data, '01/01/2020 10:00');
    await user.tab();
    expect(await screen.findByText('A data não pode ser retroativa')).toBeInTheDocument();
    expect(data).toHaveValue('');
  });

  it('RPH: the filled form is saved, then the request opens', async () => {
    const opened = recordOpenedWindows();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openRph(user);
    const valores = [
      [/Indicação da transfusão/, 'ANEMIA'],
      [/^Hb/, '7,5'],
      [/^Ht/, '22'],
      [/^Plaquetas/, '150000'],
      [/^INR/, '1.1'],
      [/^Fibrinogênio/, '250'],
    ] as const;
    for (const [label, valor] of valores) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(valor);
    }
    await user.click(within(within(dialog).getByRole('radiogroup', { name: /Gestações/ })).getByLabelText('Não'));
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: /Transfusões/ })).getByLabelText('Sem Informações'),
    );
    await pickOption(user, 'Tipo de transfusão *', 'ROTINA');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened).toEqual(['/hemoterapicos/1006']));
    expect(db.dadosImpressao.get(1006)?.rph).toMatchObject({
      valorHB: '7.5',
      antecedenteGestacao: 'N',
      antecedenteTransfusao: 'SI',
      idTipoTransfusao: '1',
      transfusaoData: '',
    });
  });

  it('Pedido de Internação comes filled from the request and saves the clinical texts', async () => {
    const opened = recordOpenedWindows();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(
      within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Pedido de Internação' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pedido de Internação — pedido nº 2027019' });
    expect(within(dialog).getByLabelText(/Principais sinais e sintomas/)).toHaveValue('Dor e limitação de movimento.');
    expect(within(dialog).getByLabelText(/^CRM/)).toHaveValue('123456');
    await user.click(within(dialog).getByLabelText(/Recursos necessários/));
    await user.paste('LEITO DE ENFERMARIA');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened).toEqual(['/pedidoInternacao/1019']));
    expect(db.dadosImpressao.get(1019)?.internacao).toMatchObject({
      principaisSinaisSintomas: 'Dor e limitação de movimento.',
      recursosNecessariosAtendimentoPaciente: 'LEITO DE ENFERMARIA',
      crm: '123456',
      profissional: '101',
    });
    expect(db.pedidos.find((p) => p.id === 1019)?.dataImpressaoPedidoInternacao).not.toBeNull();
  });
});
