import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CirurgiaStep } from '@/features/wizard/components/cirurgia/cirurgia-step';
import { setDialect } from '@mocks/dialect';
import { statusDetail } from '@mocks/db/seed-catalogues';
import { abreEm3011, renderCirurgia } from './harness';

// wizards-and-management.md §5 'Calendar slots' and 'SLA': the week is drawn with the rules the date check applies, so
// a slot offered is a slot accepted.

// FullCalendar keeps events hidden until it has measured them, which jsdom never does: a slot is found by its title
// (the same text as its aria-label).
const slot = (name: string) => screen.findByTitle(name, {}, { timeout: 8000 });

describe.each(['default', 'alt'] as const)(
  'step 2 — the calendar offers only what the date check accepts (%s)',
  (d) => {
    beforeEach(() => setDialect(d));
    afterEach(() => {
      vi.useRealTimers();
    });

    it('an SLA in working days the server counts: its days say so, and the first slot offered is accepted', async () => {
      const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
      // Seven working days from Sunday 22/11 (statusPedidoDetail of the initial status): the whole week of 23/11 and
      // Monday 30/11 are inside the SLA, so the calendar opens on 30/11 and says so; the week before says why.
      expect(await abreEm3011()).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Semana anterior' }));
      expect(await slot('23/11/2026 07:00 a 11:00 — Dentro do prazo mínimo do SLA')).toHaveAttribute('role', 'button');
      expect(screen.queryByTitle(/Agendar Início/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
      // Tuesday 01/12 is the seventh working day: its first free time is the week's first offered, and it is accepted.
      const primeiro = await slot('01/12/2026 10:00 — Agendar Início 10:00');
      expect(screen.queryAllByTitle(/^30\/11\/2026 .*Agendar/)).toHaveLength(0);
      expect(primeiro).toHaveAttribute('tabindex', '0');
      await user.click(primeiro);
      expect(await slot('01/12/2026 10:00 — Agendamento')).toBeInTheDocument();
      expect(screen.queryByText('Data selecionada está dentro do prazo mínimo do SLA.')).not.toBeInTheDocument();
      expect(form().getValues('dataHoraSugerida')).toBe('2026-12-01T10:00:00');
    });

    it('an SLA in calendar days: the times inside it say so in full and are not chosen', async () => {
      const seed = statusDetail[1];
      statusDetail[1] = { ...seed, perspectivaValidacaoDosDias: 2 };
      try {
        const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
        // Seven calendar days from Sunday noon: nothing before Saturday 28/11 12:01, so the calendar opens on 30/11.
        expect(await abreEm3011()).toBeInTheDocument();
        await user.click(await screen.findByRole('button', { name: 'Semana anterior' }));
        const dentro = await slot('23/11/2026 07:00 a 11:00 — Dentro do prazo mínimo do SLA');
        await user.click(dentro);
        expect(await screen.findByText('23/11/2026 07:00 a 11:00: Dentro do prazo mínimo do SLA')).toBeInTheDocument();
        expect(form().getValues('agendamento')).toBeNull();
      } finally {
        statusDetail[1] = seed;
      }
    });
  },
);
