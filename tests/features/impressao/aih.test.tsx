import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { renderApp } from '../../utils/render-app';
import { openPrintMenu, recordOpenedWindows } from './helpers';

describe('AIH request', () => {
  it('goes through its three steps with the patient loaded, checks each step, and prints', async () => {
    const opened = recordOpenedWindows();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Solicitação de AIH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação de AIH — pedido nº 2027019' });
    const paciente = db.pedidos.find((p) => p.id === 1019)!.paciente!;
    expect(within(dialog).getByRole('heading', { name: /Etapa 1 de 3/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nome \*/)).toHaveValue(paciente.nome.toUpperCase());
    expect(within(dialog).getByLabelText(/^Prontuário/)).toHaveValue(paciente.numeroProntuario);
    const mae = within(dialog).getByLabelText(/^Nome da mãe/);
    await user.clear(mae);
    await user.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(await within(dialog).findByText('O campo Nome da mãe é obrigatório.')).toBeInTheDocument();
    await user.click(mae);
    await user.paste('ana maria');
    expect(mae).toHaveValue('ANA MARIA');
    await user.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(await within(dialog).findByRole('heading', { name: /Etapa 2 de 3/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Diagnóstico inicial')).not.toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(
      await within(dialog).findByText('O campo condições que justificam a internação é obrigatório.'),
    ).toBeInTheDocument();
    for (const label of [/^Principais sinais/, /^Condições que justificam/, /^Principais resultados/]) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste('texto clínico');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(await within(dialog).findByRole('heading', { name: /Etapa 3 de 3/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Documento/)).toHaveValue('CPF');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog).getByLabelText(/^Condições que justificam/)).toHaveValue('TEXTO CLÍNICO');
    await user.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    await user.click(await within(dialog).findByLabelText(/^Clínica/));
    await user.paste('ortopedia');
    await user.click(within(dialog).getByLabelText(/^Número do documento/));
    await user.paste('12345678900');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened).toEqual(['/solicitacaoAIH/1019']));
    expect(db.solicitacoesAIH.at(-1)?.dados).toMatchObject({
      pedidoCirurgia: 1019,
      paciente: { nomeMae: 'ANA MARIA', nome: paciente.nome.toUpperCase() },
      justificativasInternacao: 'TEXTO CLÍNICO',
      clinica: 'ORTOPEDIA',
      documento: 'CPF',
      numeroDocumentoProfissional: '12345678900',
    });
  });
});
