import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { pickOption } from '../../utils/primereact';
import { MARIA_JOELHO_SOLICITADO, renderWizardAt } from './helpers';

describe('/admin/wizard — admission rules', () => {
  it('a modality that blocks the admission clears the admission data and disables its fields', async () => {
    // Paciente and Solicitação filled in but for the centre, whose modality is what this test follows.
    const semCentro = { ...MARIA_JOELHO_SOLICITADO, centro: null, modalidade: null };
    const { user } = await renderWizardAt('solicitacao', semCentro, 'carlos.mendes');
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    await pickOption(user, 'Centro cirúrgico *', 'CENTRO CIRÚRGICO CENTRAL');
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ modalidade: 1 }));
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
