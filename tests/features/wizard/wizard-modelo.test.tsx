import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readWizardDraft, startWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { pickOption } from '../../utils/primereact';
import { renderApp, signInAs } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

describe('/admin/wizard — from a model', () => {
  it("offers only the model's procedures, takes its defaults and applies its duration bounds", async () => {
    signInAs('carlos.mendes');
    startWizardDraft({ modelo: db.modelos[0], defaults: { convenio: 1, carater: 1, equipe: 1 } }, '/admin/wizard');
    const { user } = renderApp('/admin/wizard');
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    expect(readWizardDraft()?.state).toMatchObject({ centro: 1, lateralidade: 'D', cidPrincipal: 6, tipoAnestesia: 2 });
    // The panel opens from the Dropdown's wrapper (no role of its own), as pickOption does.
    // eslint-disable-next-line testing-library/no-node-access
    await user.click(screen.getByLabelText('Procedimento principal *', { selector: 'input' }).closest('.p-dropdown')!);
    const lista = await screen.findByRole('listbox', { hidden: true });
    const options = within(lista)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.getAttribute('aria-label'));
    expect(options).toEqual([
      '0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (240 min)',
      '0408050489 - ARTROPLASTIA TOTAL PRIMARIA DO QUADRIL NAO CIMENTADA / HIBRIDA (240 min)',
      '0408060425 - TENORRAFIA UNICA EM TUNEL OSTEO-FIBROSO',
    ]);
    await user.keyboard('{Escape}');
    await pickOption(user, 'Procedimento principal *', '0408060425 - TENORRAFIA UNICA EM TUNEL OSTEO-FIBROSO');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quantidade' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Duração estimada (minutos)')).toHaveValue('120'));
    expect(screen.getByText('A duração estimada deve estar entre 180 minutos e 300 minutos!')).toBeInTheDocument();
  });
});
