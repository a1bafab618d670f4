import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { PEDIDO_COMPLETO } from '../wizard/resumo/harness';
import { renderApp, signInAs, naRota } from '../../utils/render-app';

// docs/decisions.md 'Demand notice shown once': agreed to in Minhas Demandas, the notice is not asked again before
// saving the demand.
describe.each(['default', 'alt'] as const)('the demand notice is shown once (%s)', (d) => {
  beforeEach(() => setDialect(d));

  it("Nova demanda's 'ATENÇÃO!' agreed to: Enviar saves the demand without 'ATENCAO!'", async () => {
    const blank = { ...structuredClone(db.demandas[0]), id: 9501, codigo: 'D2026-9501', salvo: false, itens: [] };
    db.demandas.push(blank);
    signInAs('carlos.mendes');
    // The demand already filled in up to its Resumo (the draft the wizard resumes).
    startWizardDraft({ demanda: { id: 9501, codigo: 'D2026-9501' } }, '/admin/wizardDemanda', {
      state: { ...PEDIDO_COMPLETO, oncologica: '2' },
      step: 'resumo',
    });
    const { user, router } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    await user.click(await screen.findByRole('button', { name: 'Nova demanda' }));
    const atencao = await screen.findByRole('dialog', { name: 'ATENÇÃO!' });
    await user.click(within(atencao).getByRole('button', { name: 'LI E CONCORDO' }));
    expect(await screen.findByRole('heading', { name: 'Resumo da demanda' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await naRota(router, '/admin/minhasDemandas');
    expect(screen.queryByRole('dialog', { name: 'ATENCAO!' })).not.toBeInTheDocument();
    expect(blank.salvo).toBe(true);
  });
});
