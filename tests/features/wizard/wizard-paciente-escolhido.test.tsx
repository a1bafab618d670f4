import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDialect } from '@mocks/dialect';
import { renderApp } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

describe.each(['default', 'alt'] as const)('the wizard names its patient on every step (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('shows name, prontuário and birth date in full under the title after Paciente', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    // Step 0 has the patient's panel of its own.
    expect(screen.queryByRole('group', { name: 'Paciente do pedido' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    const paciente = screen.getByRole('group', { name: 'Paciente do pedido' });
    expect(within(paciente).getByText('MARIA APARECIDA DE SOUZA')).toBeInTheDocument();
    expect(within(paciente).getByText('4100000')).toBeInTheDocument();
    expect(within(paciente).getByText('12/04/1958')).toBeInTheDocument();
  });
});
