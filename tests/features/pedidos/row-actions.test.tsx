import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { rowOf } from './helpers';

describe('request row actions', () => {
  it('Favoritar is enabled only with Para mim or Para minha equipe, and saves for the team', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027006'), 'Favoritar');
    const dialog = await screen.findByRole('dialog', { name: 'Favoritar pedido nº 2027006' });
    const salvar = within(dialog).getByRole('button', { name: 'Salvar favorito' });
    expect(salvar).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Descrição'));
    await user.type(within(dialog).getByLabelText('Descrição'), 'ARTRODESE PADRÃO');
    await user.click(within(dialog).getByLabelText('Para minha equipe'));
    expect(salvar).toBeEnabled();
    await user.click(salvar);
    await waitFor(() =>
      expect(db.favoritos.at(-1)).toMatchObject({
        idPedidoCirurgia: 1006,
        descricao: 'ARTRODESE PADRÃO',
        idEquipe: 1,
        idProfissional: null,
      }),
    );
  });

  it('a failed favourite save changes nothing visible', async () => {
    failNext('POST /api/favoritarPedidoCirurgia', 500);
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027006'), 'Favoritar');
    const dialog = await screen.findByRole('dialog', { name: 'Favoritar pedido nº 2027006' });
    await user.click(within(dialog).getByLabelText('Para mim'));
    const before = db.favoritos.length;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar favorito' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar favorito' })).toBeEnabled());
    expect(db.favoritos).toHaveLength(before);
    expect(within(dialog).getByLabelText('Para mim')).toBeChecked();
  });

  it("Resumo's 'Imprimir resumo' opens the printable /resumoPedido/{id}, which shows the request", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    onTestFinished(() => open.mockRestore());
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' }, { timeout: 15_000 })).toBeInTheDocument();
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Resumo');
    const dialog = await screen.findByRole('dialog', { name: 'Resumo do pedido nº 2027000' });
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir resumo' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, alvo] = open.mock.calls[0];
    expect(String(url)).toMatch(/\/resumoPedido\/1000$/);
    expect(alvo).toBe('_blank');
    // What the window shows: the back-end's printable summary of that request.
    const documento = await fetch(String(url));
    expect(documento.ok).toBe(true);
    expect(await documento.text()).toContain('2027000');
  });

  it('Resumo shows every section and the item groups, with Não informado for missing values', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Resumo');
    const dialog = await screen.findByRole('dialog', { name: 'Resumo do pedido nº 2027000' });
    for (const titulo of [
      'Solicitante',
      'Paciente',
      'Atendimento',
      'Dados Solicitação',
      'Anestesia',
      'Data da Cirurgia e Internação',
      'Itens Cirurgia',
    ]) {
      expect(await within(dialog).findByRole('heading', { name: titulo })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('MARIA APARECIDA DE SOUZA')).toBeInTheDocument();
    expect(await within(dialog).findByText(/HEMOGRAMA COMPLETO/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Não informado').length).toBeGreaterThan(0);
  });

  it('Ver histórico lists the logging service entries', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Ver histórico');
    const dialog = await screen.findByRole('dialog', { name: 'Histórico do pedido nº 2027000' });
    expect(await within(dialog).findByText('PEDIDO')).toBeInTheDocument();
    expect(within(dialog).getByText('Data sugerida alterada')).toBeInTheDocument();
    expect(within(dialog).getByText('mariana.lima')).toBeInTheDocument();
    // The day filter compares yyyy-mm-dd: the request was made on 23/10/2026, the date changed on 19/11/2026.
    // The day picker mounts a frame after the entries are shown (table-filter-bar.tsx).
    await user.type(await within(dialog).findByLabelText('Filtrar por data'), '23/10/2026');
    await waitFor(() => expect(within(dialog).queryByText('Data sugerida alterada')).not.toBeInTheDocument());
    expect(within(dialog).getByText('PEDIDO')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Filtrar por data'));
    await user.type(within(dialog).getByLabelText('Filtrar por data'), '01/01/2020');
    expect(await within(dialog).findByText('Sem histórico')).toBeInTheDocument();
  });

  it('Anotações lists the notes addressed to the doctor, marks them viewed and clears the badge', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const row = await rowOf(user, '2027000');
    expect(
      within(row).getByRole('button', { name: 'Anotações (há anotação não lida) (pedido 2027000)' }),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Anotações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027000' });
    expect(await within(dialog).findByText('Favor anexar o risco cirúrgico do cardiologista.')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.anotacoes.filter((a) => a.pedidoCirurgia === 1000).every((a) => a.dataVisualizacao)).toBe(true),
    );
    await user.type(within(dialog).getByLabelText('Filtrar anotações'), 'xyzxyz');
    expect(within(dialog).getByText('Sem anotações')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const updated = await rowOf(user, '2027000');
    await waitFor(() =>
      expect(within(updated).getByRole('button', { name: 'Anotações (pedido 2027000)' })).toBeInTheDocument(),
    );
  });

  it("a request without notes to the doctor shows 'Sem anotações'", async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027006'), 'Anotações');
    const dialog = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027006' });
    expect(await within(dialog).findByText('Sem anotações')).toBeInTheDocument();
  });

  it('Documentos refuses files over 5MB with the Atenção! dialog, uploads the others, lists and deletes', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Documentos');
    const dialog = await screen.findByRole('dialog', { name: 'Documentos do pedido nº 2027000' });
    expect(await within(dialog).findByText('risco-cirurgico.pdf')).toBeInTheDocument();
    const grande = new File([new Uint8Array(5_000_001)], 'tomografia.dcm');
    const pequeno = new File(['laudo'], 'laudo.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/Anexar documentos/), [grande, pequeno]);
    const atencao = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(atencao).getByText('Tamanho de arquivo excedeu o tamanho máximo (5MB)')).toBeInTheDocument();
    // jsdom mangles multipart bodies (names, sizes); the Chromium journey checks them. Here: one upload, not two.
    const doPedido = () => db.documentos.filter((d) => d.pedidoCirurgia === 1000);
    await waitFor(() => expect(doPedido()).toHaveLength(2));
    expect(doPedido()[0].arquivo).toBe('risco-cirurgico.pdf');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Excluir risco-cirurgico.pdf' }));
    await waitFor(() => expect(db.documentos.map((d) => d.arquivo)).not.toContain('risco-cirurgico.pdf'));
    expect(doPedido()).toHaveLength(1);
  });

  it('a failed upload says so and keeps the other files', async () => {
    failNext('POST /api/documento', 500, { mensagem: 'Disco cheio' });
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027006'), 'Documentos');
    const dialog = await screen.findByRole('dialog', { name: 'Documentos do pedido nº 2027006' });
    await within(dialog).findByText('Sem documentos');
    await user.upload(within(dialog).getByLabelText(/Anexar documentos/), [
      new File(['a'], 'a.pdf'),
      new File(['bb'], 'b.pdf'),
    ]);
    expect(await screen.findByText('Falha ao enviar a.pdf: Disco cheio')).toBeInTheDocument();
    await waitFor(() => expect(db.documentos.filter((d) => d.pedidoCirurgia === 1006)).toHaveLength(1));
    expect(await screen.findByText('Documento b.pdf enviado.')).toBeInTheDocument();
  });
});
