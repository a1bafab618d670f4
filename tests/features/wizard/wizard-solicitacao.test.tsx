import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { MARIA_ESCOLHIDA, renderWizardAt } from './helpers';

/** Opens Solicitação as julia.souza with the patient picked, as the wizard saved her: Paciente is not under test. */
async function toStep1() {
  const view = await renderWizardAt('solicitacao', MARIA_ESCOLHIDA, 'julia.souza');
  await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
  return view;
}

async function quantity(user: ReturnType<typeof renderApp>['user'], value: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
  const input = within(dialog).getByLabelText('Quantidade');
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('/admin/wizard — step 1 Solicitação', () => {
  it('a duplicate request shows Aviso de Duplicidade; Continuar asks the quantity and computes the duration', async () => {
    const { user } = await toStep1();
    await pickOption(
      user,
      'Procedimento principal *',
      '0408050896 - TRATAMENTO CIRURGICO DE FRATURA DA DIAFISE DA TIBIA (180 min)',
    );
    const aviso = await screen.findByRole('dialog', { name: 'Aviso de Duplicidade' });
    expect(within(aviso).getByText('2027000')).toBeInTheDocument();
    await user.click(within(aviso).getByRole('button', { name: 'Continuar' }));
    await quantity(user, '2');
    await waitFor(() => expect(screen.getByLabelText('Duração estimada (minutos)')).toHaveValue('360'));
    expect(screen.getByLabelText('Duração estimada (minutos)')).toBeDisabled();
    expect(screen.getByLabelText('Diárias previstas')).toHaveValue('4');
  });

  it('cancelling the duplicate warning clears the procedure', async () => {
    const { user } = await toStep1();
    await pickOption(
      user,
      'Procedimento principal *',
      '0408050896 - TRATAMENTO CIRURGICO DE FRATURA DA DIAFISE DA TIBIA (180 min)',
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Aviso de Duplicidade' })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ procedimentoPrincipal: null }));
  });

  it('a campaign procedure on an elective request without a model warns', async () => {
    const { user } = await toStep1();
    await pickOption(
      user,
      'Procedimento principal *',
      '0405050372 - FACOEMULSIFICACAO C/ IMPLANTE DE LENTE INTRA-OCULAR DOBRAVEL (45 min)',
    );
    expect(
      await screen.findByText(
        'O procedimento selecionado faz parte da campanha MUTIRÃO DE CATARATA 2026 e deve ser selecionado o modelo referente a esta campanha.',
      ),
    ).toBeInTheDocument();
    await quantity(user, '1');
    await waitFor(() => expect(screen.getByLabelText('Duração estimada (minutos)')).toHaveValue('45'));
  });

  it('a quantity below 1 drops the procedure; a secondary needs a main one', async () => {
    const { user } = await toStep1();
    await pickOption(user, 'Procedimento principal *', '0407030026 - COLECISTECTOMIA VIDEOLAPAROSCOPICA');
    await quantity(user, '0');
    await waitFor(() =>
      expect(readWizardDraft()?.state).toMatchObject({ procedimentoPrincipal: null, duracaoEstimada: null }),
    );
    await user.click(screen.getByLabelText('Procedimentos secundários'));
    const [opcao] = await screen.findAllByRole('option', { name: /TENORRAFIA/, hidden: true });
    await user.click(opcao);
    expect(await screen.findByText('Selecione um procedimento principal.')).toBeInTheDocument();
  });

  it('the quantity dialog opens on its field and Enter answers it', async () => {
    const { user } = await toStep1();
    await pickOption(user, 'Procedimento principal *', '0407030026 - COLECISTECTOMIA VIDEOLAPAROSCOPICA');
    const dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    const input = within(dialog).getByLabelText('Quantidade');
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, '3{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quantidade' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Duração estimada (minutos)')).toHaveValue('360');
  });

  it('the sequential family needs 2 secondary procedures; a procedure without duration counts 120 per unit', async () => {
    const { user } = await toStep1();
    await pickOption(user, 'Procedimento principal *', '0415020034 - OUTROS PROCEDIMENTOS COM CIRURGIAS SEQUENCIAIS');
    await quantity(user, '1');
    expect(await screen.findByText('Selecione no mínimo 2 procedimentos sequenciais')).toBeInTheDocument();
    expect(screen.getByLabelText('Duração estimada (minutos)')).toHaveValue('120');
    expect(screen.getByLabelText('Duração estimada (minutos)')).toBeDisabled();
  });

  it('a non-resident is the locked responsible; a resident picks from the server list', async () => {
    const { user } = await toStep1();
    await pickOption(user, 'Responsável *', '123456 - CARLOS EDUARDO MENDES');
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ responsavel: 101 }));
  });

  it('an encounter that is not urgency locks the character to elective', async () => {
    await toStep1();
    expect(screen.getByLabelText('Caráter')).toBeDisabled();
    expect(screen.getByText('Paciente em atendimento, sem internação aberta: eletivo.')).toBeInTheDocument();
  });

  it('the draft survives a reload: every field and the step as left', async () => {
    const view = await toStep1();
    await view.user.type(screen.getByLabelText(/Indicação cirúrgica/), 'Fratura exposta com desvio importante.');
    await waitFor(() =>
      expect(readWizardDraft()?.state).toMatchObject({ indicacao: 'Fratura exposta com desvio importante.' }),
    );
    view.unmount();
    renderApp('/admin/wizard');
    expect(await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Indicação cirúrgica/)).toHaveValue('Fratura exposta com desvio importante.');
  });
});
