import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

describe('/admin/wizard — admission rules', () => {
  it('a modality that blocks the admission clears the admission data and disables its fields', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'carlos.mendes' });
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    await pickOption(user, 'Procedimento principal *', '0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (240 min)');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quantidade' })).getByRole('button', { name: 'OK' }),
    );
    await pickOption(user, 'Centro cirúrgico *', 'CENTRO CIRÚRGICO CENTRAL');
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ modalidade: 1 }));
    for (const [label, text] of [
      ['Principais sinais e sintomas *', 'Dor no joelho direito.'],
      ['Principais resultados de provas diagnósticas *', 'RX com artrose grau IV.'],
      ['Recursos necessários ao atendimento *', 'Prótese total de joelho.'],
      ['História clínica *', 'Artrose há 10 anos.'],
    ]) {
      // Each text at once: the step's rules are under test, not typing (a keystroke per letter redraws the form).
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await pickOption(user, 'Área médica *', 'CIRÚRGICA');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const data = await screen.findByLabelText('Data da Internação');
    expect(data).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Escolher data e hora: Data da Internação' })).toBeEnabled();
    await user.type(data, '01/12/2026 14:00');
    await user.click(screen.getByLabelText('Leito UTI?'));
    await waitFor(() =>
      expect(readWizardDraft()?.state).toMatchObject({ dataInternacao: '2026-12-01T14:00', leitoUTI: true }),
    );

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await pickOption(user, 'Centro cirúrgico *', 'CENTRO CIRÚRGICO AMBULATORIAL');
    await waitFor(() =>
      expect(readWizardDraft()?.state).toMatchObject({ modalidade: 2, dataInternacao: '', leitoUTI: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const bloqueada = await screen.findByLabelText('Data da Internação');
    expect(bloqueada).toBeDisabled();
    expect(bloqueada).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Escolher data e hora: Data da Internação' })).toBeDisabled();
  });
});
