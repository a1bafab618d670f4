import { describe, expect, it } from 'vitest';
import { inicioMinimoDaSemana, primeiroAceito, type ValidarSla } from '@/features/wizard/model/sla-minimo';
import { slotsDaSemana, type Programacao, type Reserva } from '@/features/wizard/model/slots';
import { checkSurgeryDate, type SlaRule } from '@/features/wizard/model/cirurgia-date-check';
import { addDays, wallMinutes, weekday } from '@/lib/dates/wall-clock';

// wizards-and-management.md §5 'Calendar slots' and 'Step 2 and later': the week the calendar draws and the date check
// apply the same rules, so every slot offered is accepted and every slot refused says why.

const AGORA = '2026-11-24T10:00:00'; // a Tuesday
const PROGRAMACOES: Programacao[] = [1, 2, 3, 4, 5].map((d) => ({
  diaSemana: d,
  horaInicio: '07:00',
  horaFim: '13:00',
  salaCirurgia_id: 1,
}));
const RESERVAS: Reserva[] = [
  { id: 9, codigo: '2026900', dataInicio: '2026-12-02T09:00:00', dataFim: '2026-12-02T11:00:00' },
];

/** A server counting weekdays after today (as validarDataCirurgiaEmDiasUteis), hours as whole working days × 24. */
const servidor =
  (agora: string): ValidarSla =>
  async (perspectiva, data, sla) => {
    let dias = 0;
    for (let d = addDays(agora.slice(0, 10), 1); d <= data.slice(0, 10); d = addDays(d, 1)) {
      if (weekday(d) <= 5) dias += 1;
    }
    const conta = perspectiva === 'dias' ? dias : dias * 24;
    return conta < sla ? 'Data selecionada está dentro do prazo mínimo do SLA.' : '';
  };

async function semana(semanaDe: string, rule: SlaRule | null, reservas = RESERVAS, agora = AGORA) {
  const validarSla = servidor(agora);
  const minimo = await inicioMinimoDaSemana(rule, agora, semanaDe, validarSla);
  const room = { sala: 1, programacoes: PROGRAMACOES, duracaoMinutos: 90, intervaloMinutos: 30 };
  const slots = slotsDaSemana({ ...room, semana: semanaDe, reservas, agora, inicioMinimoSla: minimo });
  const checks = await Promise.all(
    slots.map((s) =>
      checkSurgeryDate(s.inicio, {
        agora,
        recuperarSala: async () => ({ ok: true, final: s.fim }),
        sala: { ...room, salaValida: true, reservas: async () => reservas, inicioMinimoSla: async () => minimo },
        sla: rule,
        validarSla,
      }),
    ),
  );
  return slots.map((s, i) => ({ ...s, aceito: checks[i].ok, mensagem: checks[i].ok ? null : checks[i].mensagem }));
}

const oferecidos = (w: Awaited<ReturnType<typeof semana>>) => w.filter((s) => s.motivo === null);

function expectOfferedIsAccepted(w: Awaited<ReturnType<typeof semana>>) {
  for (const s of w) expect({ inicio: s.inicio, aceito: s.aceito }).toEqual({ inicio: s.inicio, aceito: !s.motivo });
}

describe('a slot offered is a slot accepted', () => {
  it('SLA minimum in working days asked of the server: the days inside it are drawn as SLA and refused', async () => {
    const rule: SlaRule = { tipo: 'servidor', perspectiva: 'dias', sla: 5, mesmoDiaRecusado: true };
    const w = await semana('2026-11-30', rule);
    expectOfferedIsAccepted(w);
    // Five working days from Tuesday 24/11: Tuesday 01/12 on.
    expect(w.find((s) => s.inicio === '2026-11-30T07:00:00')?.motivo).toEqual({ tipo: 'sla' });
    expect(oferecidos(w)[0].inicio).toBe('2026-12-01T07:00:00');
  });

  it('SLA minimum in working hours: the first accepted half-hour is found, the earlier ones say SLA', async () => {
    const rule: SlaRule = { tipo: 'servidor', perspectiva: 'horas', sla: 72 };
    const w = await semana('2026-11-23', rule);
    expectOfferedIsAccepted(w);
    expect(oferecidos(w)[0].inicio).toBe('2026-11-27T07:00:00');
    expect(w.find((s) => s.inicio === '2026-11-26T07:00:00')?.motivo).toEqual({ tipo: 'sla' });
  });

  it('SLA minimum the app decides (calendar days without a model)', async () => {
    const rule: SlaRule = { tipo: 'local', urgencia: false, prazoUrgenciaHoras: null, prazoEletivoDias: 3 };
    const w = await semana('2026-11-23', rule);
    expectOfferedIsAccepted(w);
    expect(oferecidos(w)[0].inicio).toBe('2026-11-26T10:30:00');
  });

  it('room programming: starts outside it, or whose duration passes its end, are neither offered nor accepted', async () => {
    const w = await semana('2026-12-07', null);
    expectOfferedIsAccepted(w);
    expect(w.find((s) => s.inicio === '2026-12-07T06:30:00')?.mensagem).toBe(
      'Data não pode ser utilizada, selecione outra.',
    );
    expect(w.find((s) => s.inicio === '2026-12-07T11:30:00')?.motivo).toEqual({ tipo: 'curto' });
    expect(w.find((s) => s.inicio === '2026-12-12T08:00:00')?.motivo).toEqual({ tipo: 'fora-programacao' });
    expect(oferecidos(w)).toHaveLength(5 * 9);
  });

  it('overlaps: a start whose duration and interval reach a booking is neither offered nor accepted', async () => {
    const w = await semana('2026-11-30', null);
    expectOfferedIsAccepted(w);
    expect(w.find((s) => s.inicio === '2026-12-02T07:30:00')?.motivo).toEqual({
      tipo: 'ocupado',
      codigo: '2026900',
      duracaoIlegivel: false,
    });
    expect(w.find((s) => s.inicio === '2026-12-02T07:00:00')?.motivo).toBeNull();
  });

  it('the past: this week’s earlier times are neither offered nor accepted', async () => {
    const w = await semana('2026-11-23', null);
    expectOfferedIsAccepted(w);
    expect(w.find((s) => s.inicio === '2026-11-24T09:30:00')?.mensagem).toBe('Data não pode ser retroativa');
    expect(oferecidos(w)[0].inicio).toBe('2026-11-24T10:30:00');
  });
});

describe('primeiroAceito', () => {
  it('finds the first accepted candidate by bisection, or null', async () => {
    const asked: number[] = [];
    const aceita = (from: number) => async (c: string) => {
      asked.push(Number(c));
      return Number(c) >= from;
    };
    const cands = Array.from({ length: 224 }, (_, i) => String(i));
    expect(await primeiroAceito(cands, aceita(150))).toBe('150');
    expect(asked.length).toBeLessThanOrEqual(8);
    expect(await primeiroAceito(cands, aceita(999))).toBeNull();
    expect(await primeiroAceito(cands, aceita(0))).toBe('0');
  });

  it('a week wholly inside the SLA is closed to its end', async () => {
    const rule: SlaRule = { tipo: 'servidor', perspectiva: 'dias', sla: 30 };
    expect(await inicioMinimoDaSemana(rule, AGORA, '2026-11-30', servidor(AGORA))).toBe('2026-12-07T00:00:00');
    expect(wallMinutes('2026-12-07T00:00:00')).toBeGreaterThan(wallMinutes('2026-12-06T21:30:00'));
  });
});
