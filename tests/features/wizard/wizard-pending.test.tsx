import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

/** Each pending field of an empty step 1, by its label (with the asterisk), and the message under it. */
const PENDENTES: [string, string][] = [
  ['Procedimento principal *', 'Informe o procedimento principal'],
  ['Responsável *', 'Informe o profissional responsável'],
  ['Principais sinais e sintomas *', 'Informe os principais sinais e sintomas'],
  ['Principais resultados de provas diagnósticas *', 'Informe os principais resultados de provas diagnósticas'],
  ['Recursos necessários ao atendimento *', 'Informe os recursos necessários ao atendimento'],
  ['História clínica *', 'Informe a história clínica'],
  ['Área médica *', 'Informe a área médica'],
];

describe('/admin/wizard — step 1 pending fields', () => {
  it('Próximo on an empty step 1 keeps the toast, marks every pending field and focuses the first', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    // The specification's toast (the first pending item) and the same message under the field.
    await waitFor(() => expect(screen.getAllByText('Informe o profissional responsável')).toHaveLength(2));
    for (const [label, message] of PENDENTES) {
      const campo = screen.getByLabelText(label);
      expect(campo).toHaveAttribute('aria-invalid', 'true');
      expect(campo).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await waitFor(() => expect(screen.getByLabelText('Procedimento principal *')).toHaveFocus());
    // Still on step 1.
    expect(screen.getByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeInTheDocument();

    // A field filled in loses its mark; the others keep theirs.
    await pickOption(user, 'Responsável *', '123456 - CARLOS EDUARDO MENDES');
    await waitFor(() => expect(screen.getByLabelText('Responsável *')).not.toHaveAttribute('aria-invalid'));
    await user.type(screen.getByLabelText('História clínica *'), 'Dor no joelho há 2 anos.');
    await waitFor(() => expect(screen.getByLabelText('História clínica *')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Área médica *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('every required field of step 1 carries the asterisk; labels in sentence case', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    for (const label of [
      'Procedimento principal *',
      'Responsável *',
      'Centro cirúrgico *',
      'Área médica *',
      'História clínica *',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Diárias previstas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tipo de anestesia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de anestesia', { selector: 'input' })).toBeInTheDocument();
  });
});
