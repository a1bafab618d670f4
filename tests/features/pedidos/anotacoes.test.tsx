import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/render-app';
import { openAction } from './helpers';

async function openAnotacoes(codigo: string) {
  const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
  await openAction(user, codigo, 'Anotações');
  return screen.findByRole('dialog', { name: `Anotações do pedido nº ${codigo}` });
}

async function rowOfNote(dialog: HTMLElement, text: string) {
  await within(dialog).findByText(text);
  return within(dialog)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text) !== null)!;
}

describe('Anotações: who wrote each note', () => {
  it('names the author the back-end sends', async () => {
    const dialog = await openAnotacoes('2027000');
    expect(await within(dialog).findByRole('columnheader', { name: 'Autor' })).toBeInTheDocument();
    const row = await rowOfNote(dialog, 'Favor anexar o risco cirúrgico do cardiologista.');
    expect(within(row).getByText('MARIANA COSTA LIMA')).toBeInTheDocument();
  });

  it('a bare professional id is not shown as a name', async () => {
    db.anotacoes.push({
      id: 9001,
      pedidoCirurgia: 1000,
      anotacao: 'Nota de um profissional desligado.',
      dataInclusao: '2026-11-21T09:00:00',
      dataVisualizacao: '2026-11-21T10:00:00',
      mostraMeusPedidos: true,
      mostraAreaTecnica: false,
      profissional: 9999,
    });
    const dialog = await openAnotacoes('2027000');
    const row = await rowOfNote(dialog, 'Nota de um profissional desligado.');
    expect(within(row).queryByText('9999')).not.toBeInTheDocument();
    expect(within(row).getByText('Não informado')).toBeInTheDocument();
  });

  it('reads the author as profissionalNome too', async () => {
    server.use(
      http.get('*/api/anotacaodetail/:pedidoId/:a/:b', () =>
        HttpResponse.json([
          {
            id: 77,
            anotacao: 'Exames conferidos.',
            dataInclusao: '2026-11-20T11:00:00',
            dataVisualizacao: '2026-11-20T12:00:00',
            profissional: 106,
            profissionalNome: 'FERNANDA OLIVEIRA SANTOS',
          },
          {
            id: 78,
            anotacao: 'Sem autor.',
            dataInclusao: '2026-11-20T11:30:00',
            dataVisualizacao: '2026-11-20T12:00:00',
            profissional: '105',
          },
        ]),
      ),
    );
    const dialog = await openAnotacoes('2027000');
    const comNome = await rowOfNote(dialog, 'Exames conferidos.');
    expect(within(comNome).getByText('FERNANDA OLIVEIRA SANTOS')).toBeInTheDocument();
    const semNome = await rowOfNote(dialog, 'Sem autor.');
    expect(within(semNome).queryByText('105')).not.toBeInTheDocument();
    expect(within(semNome).getByText('Não informado')).toBeInTheDocument();
  });
});
