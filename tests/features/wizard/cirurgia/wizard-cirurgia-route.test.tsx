import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../utils/primereact';
import { MARIA_JOELHO_SOLICITADO, renderWizardAt } from '../helpers';
import { NOON_SEED_DAY, abreEm3011 } from './harness';

afterEach(() => vi.useRealTimers());

describe('/admin/wizard — step 2 Cirurgia in the wizard', () => {
  it(
    'Próximo needs the date; a slot booked on the calendar lets the request move on to Itens',
    { timeout: 40_000 },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOON_SEED_DAY });
      // Paciente and Solicitação filled in, as the wizard saved them: this test is about Data da Cirurgia.
      const { user } = await renderWizardAt('cirurgia', MARIA_JOELHO_SOLICITADO, 'carlos.mendes');
      await screen.findByRole('heading', { name: 'Data da Cirurgia' });

      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(await screen.findAllByText('O campo data sugerida é obrigatório.')).not.toHaveLength(0);
      // Acomodação is asked where it is chosen (§5 'Final submit'), not first at Enviar; filled, its message goes.
      expect(screen.getByText('Informe o tipo de acomodação.')).toBeInTheDocument();
      await pickOption(user, 'Acomodação *', 'ENFERMARIA');
      await waitFor(() => expect(screen.queryByText('Informe o tipo de acomodação.')).not.toBeInTheDocument());

      await pickOption(user, 'Selecione a sala', 'SALA 01');
      // The week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
      expect(await abreEm3011()).toBeInTheDocument();
      // 240 minutes plus the 30-minute interval: Wednesday 02/12 07:00 fits room 1's 07:00–13:00.
      await user.click(await screen.findByTitle('02/12/2026 07:00 — Agendar Início 07:00', {}, { timeout: 8000 }));
      expect(await screen.findByTitle('02/12/2026 07:00 — Agendamento')).toBeInTheDocument();
      expect(screen.getByLabelText('Data da Internação')).toHaveValue('01/12/2026 07:00');
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(await screen.findByRole('heading', { name: 'Itens da cirurgia' }, { timeout: 8000 })).toBeInTheDocument();

      // Back in Solicitação a new duration drops the booked date (the watcher runs at every step).
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      await pickOption(user, 'Procedimento principal *', '0407030026 - COLECISTECTOMIA VIDEOLAPAROSCOPICA');
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Quantidade' })).getByRole('button', { name: 'OK' }),
      );
      expect(
        await screen.findByText('Procedimentos foram alterados, selecione a data de cirurgia novamente.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await screen.findByRole('heading', { name: 'Data da Cirurgia' });
      expect(screen.queryByTitle('02/12/2026 07:00 — Agendamento')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Data da Internação')).toHaveValue('');
    },
  );
});
