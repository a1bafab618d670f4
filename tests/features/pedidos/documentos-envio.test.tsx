// Documentos' uploads (requester-side.md §5 'Document upload'): each file's progress bar, its situation in words, and a
// Cancelar that stops it before or while it is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/render-app';
import { openAction, recordRequests } from './helpers';

/** Holds the first upload the back-end receives until `liberar()`; the others go straight to the mock. */
function segurarPrimeiroEnvio() {
  let liberar: () => void = () => undefined;
  const liberado = new Promise<void>((resolve) => (liberar = resolve));
  server.use(
    http.post(
      '*/api/documento',
      async () => {
        await liberado;
        // Answered by the mock's own handler (nothing returned here).
      },
      { once: true },
    ),
  );
  return { liberar };
}

/** Holds the first upload the back-end receives for good: its body never finishes arriving. */
function prenderPrimeiroEnvio() {
  server.use(http.post('*/api/documento', () => new Promise<never>(() => undefined), { once: true }));
}

async function enviar(arquivos: string[]) {
  const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
  await openAction(user, '2027006', 'Documentos');
  const dialog = await screen.findByRole('dialog', { name: 'Documentos do pedido nº 2027006' });
  await within(dialog).findByText('Sem documentos');
  await user.upload(
    within(dialog).getByLabelText(/Anexar documentos/),
    arquivos.map((nome) => new File([nome], nome, { type: 'application/pdf' })),
  );
  const envios = within(dialog).getByRole('list', { name: 'Envios de documentos' });
  const linha = (nome: string) =>
    within(envios)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByText(nome) !== null)!;
  return { user, dialog, linha };
}

const doPedido = () => db.documentos.filter((d) => d.pedidoCirurgia === 1006);

describe('Documentos: upload progress and cancel', () => {
  it('each file shows its progress bar and Cancelar while it waits or is sent; sent, the row says Enviado', async () => {
    const { liberar } = segurarPrimeiroEnvio();
    const { linha } = await enviar(['a.pdf', 'b.pdf']);
    await waitFor(() => expect(within(linha('a.pdf')).getByText('Enviando (0%)')).toBeInTheDocument());
    expect(
      within(linha('a.pdf')).getByRole('progressbar', { name: 'Progresso do envio de a.pdf' }),
    ).toBeInTheDocument();
    expect(within(linha('a.pdf')).getByRole('button', { name: 'Cancelar envio de a.pdf' })).toBeEnabled();
    expect(within(linha('b.pdf')).getByText('Aguardando envio')).toBeInTheDocument();
    expect(
      within(linha('b.pdf')).getByRole('progressbar', { name: 'Progresso do envio de b.pdf' }),
    ).toBeInTheDocument();
    liberar();
    await waitFor(() => expect(within(linha('b.pdf')).getByText('Enviado')).toBeInTheDocument());
    expect(within(linha('a.pdf')).getByText('Enviado')).toBeInTheDocument();
    expect(within(linha('a.pdf')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(linha('a.pdf')).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    expect(doPedido()).toHaveLength(2);
  });

  it('a file cancelled while it waits is never sent; the others are', async () => {
    const requests = recordRequests();
    const { liberar } = segurarPrimeiroEnvio();
    const { user, linha } = await enviar(['a.pdf', 'b.pdf', 'c.pdf']);
    await waitFor(() => expect(within(linha('a.pdf')).getByText('Enviando (0%)')).toBeInTheDocument());
    await user.click(within(linha('b.pdf')).getByRole('button', { name: 'Cancelar envio de b.pdf' }));
    expect(within(linha('b.pdf')).getByText('Envio cancelado')).toBeInTheDocument();
    expect(within(linha('b.pdf')).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    liberar();
    await waitFor(() => expect(within(linha('c.pdf')).getByText('Enviado')).toBeInTheDocument());
    expect(within(linha('b.pdf')).getByText('Envio cancelado')).toBeInTheDocument();
    expect(requests.filter((r) => r === 'POST /api/documento')).toHaveLength(2);
    expect(doPedido()).toHaveLength(2);
  });

  it('cancelling the file being sent stops it: the mock records no upload of it, its row says so, the next file goes', async () => {
    prenderPrimeiroEnvio();
    const { user, linha } = await enviar(['a.pdf', 'b.pdf']);
    await waitFor(() => expect(within(linha('a.pdf')).getByText('Enviando (0%)')).toBeInTheDocument());
    await user.click(within(linha('a.pdf')).getByRole('button', { name: 'Cancelar envio de a.pdf' }));
    expect(within(linha('a.pdf')).getByText('Envio cancelado')).toBeInTheDocument();
    await waitFor(() => expect(within(linha('b.pdf')).getByText('Enviado')).toBeInTheDocument());
    expect(within(linha('a.pdf')).getByText('Envio cancelado')).toBeInTheDocument();
    expect(screen.queryByText(/Falha ao enviar a\.pdf/)).not.toBeInTheDocument();
    expect(doPedido()).toHaveLength(1);
  });
});
