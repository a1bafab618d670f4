import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/render-app';
import { openAction } from './helpers';

async function openDocumentos(codigo: string) {
  const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
  await openAction(user, codigo, 'Documentos');
  return screen.findByRole('dialog', { name: `Documentos do pedido nº ${codigo}` });
}

async function rowOfDocument(dialog: HTMLElement, arquivo: string) {
  await within(dialog).findByText(arquivo);
  return within(dialog)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(arquivo) !== null)!;
}

describe('Documentos: open, date and size', () => {
  it('each document opens from the main API in a new tab, with its date and size', async () => {
    const dialog = await openDocumentos('2027001');
    const row = await rowOfDocument(dialog, 'ressonancia-joelho.pdf');
    const abrir = within(row).getByRole('link', { name: 'Abrir ressonancia-joelho.pdf' });
    expect(abrir).toHaveAttribute('href', 'http://localhost/main/api/documentodetail/2');
    expect(abrir).toHaveAttribute('target', '_blank');
    expect(abrir).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(row).getByText('16/11/2026 09:00')).toBeInTheDocument();
    expect(within(row).getByText('2,5 MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Data de inclusão' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Tamanho' })).toBeInTheDocument();
  });

  it("a document without date or size says 'Não informado' for them", async () => {
    const dialog = await openDocumentos('2027001');
    const row = await rowOfDocument(dialog, 'termo-de-consentimento.pdf');
    expect(within(row).getAllByText('Não informado')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'Abrir termo-de-consentimento.pdf' })).toHaveAttribute(
      'href',
      'http://localhost/main/api/documentodetail/3',
    );
  });

  it('sizes in kilobytes, and the other field names a back-end may use (data, size)', async () => {
    server.use(
      http.get('*/api/documento/:pedidoId', () =>
        HttpResponse.json([
          { id: 41, arquivo: 'laudo.pdf', data: '2026-11-20T10:30:00', size: 1_200_000 },
          { id: 42, arquivo: 'receita.jpg', data: '21/11/2026 08:15', size: '350000' },
        ]),
      ),
    );
    const dialog = await openDocumentos('2027000');
    const laudo = await rowOfDocument(dialog, 'laudo.pdf');
    expect(within(laudo).getByText('20/11/2026 10:30')).toBeInTheDocument();
    expect(within(laudo).getByText('1,2 MB')).toBeInTheDocument();
    const receita = await rowOfDocument(dialog, 'receita.jpg');
    expect(within(receita).getByText('21/11/2026 08:15')).toBeInTheDocument();
    expect(within(receita).getByText('350 KB')).toBeInTheDocument();
    expect(within(receita).getByRole('link', { name: 'Abrir receita.jpg' })).toHaveAttribute(
      'href',
      'http://localhost/main/api/documentodetail/42',
    );
  });
});
