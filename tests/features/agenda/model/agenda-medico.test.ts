import { describe, expect, it } from 'vitest';
import { agendaMedicoPath, eventosDoMedico, statusPelaCor } from '@/features/agenda/model/agenda-medico';
import { textoSobre } from '@/lib/cores/texto-sobre';

const STATUS = [
  { descricao: 'CONFERIDO', cor: '#00838f' },
  { descricao: 'REAGENDADO', cor: '#f9a825' },
  { descricao: 'OUTRO', cor: '#123456' },
  { descricao: 'MESMA COR', cor: '#123456' },
];
const row = (
  id: number,
  dataCirurgia: string | null,
  cor: string | null = '#00838f',
  status: string | null = null,
) => ({
  id,
  codigo: `20270${id}`,
  dataCirurgia,
  cor,
  corbolinha: '#c62828',
  status,
  paciente: null,
  procedimento: null,
  fim: null,
});

describe('surgeon agenda (requester-side.md §2, §6, §7)', () => {
  it("'Meus Pedidos' calls agendaMedico and 'Todos' agendaEquipeMedico, per centre", () => {
    expect(agendaMedicoPath('meus', 114, 4)).toBe('/api/agendaMedico/114/4');
    expect(agendaMedicoPath('todos', 114, 1)).toBe('/api/agendaEquipeMedico/114/1');
  });

  it('names each event by time, code and status, the status found by its colour when not sent', () => {
    const [e] = eventosDoMedico([row(1, '2026-11-23T08:00:00')], STATUS);
    expect(e).toMatchObject({
      id: '1',
      title: 'Pedido nº 202701',
      start: '2026-11-23T08:00:00',
      end: null,
      cor: '#00838f',
      nome: '23/11/2026 08:00 — Pedido nº 202701 — CONFERIDO',
    });
  });

  it('draws the end and names the patient and procedure only when the back-end sends them', () => {
    const [e] = eventosDoMedico(
      [
        {
          ...row(1, '2026-11-23T07:00:00'),
          paciente: 'OSVALDO HENRIQUE',
          procedimento: 'PROSTATECTOMIA',
          fim: '2026-11-23T09:00:00',
        },
      ],
      STATUS,
    );
    expect(e).toMatchObject({
      title: 'OSVALDO HENRIQUE — PROSTATECTOMIA',
      end: '2026-11-23T09:00:00',
      nome: '23/11/2026 07:00 — Pedido nº 202701 — OSVALDO HENRIQUE — PROSTATECTOMIA — CONFERIDO',
    });
  });

  it('an end before the start or over a day after it is not drawn: the event says its duration is not given', () => {
    const eventos = eventosDoMedico(
      [
        { ...row(1, '2026-11-23T13:00:00'), fim: '2026-11-23T11:30:00' },
        { ...row(2, '2026-11-23T14:00:00'), fim: '2027-01-31T12:39:00' },
      ],
      STATUS,
    );
    expect(eventos.map((e) => [e.end, e.ilegivel, e.nome])).toEqual([
      [null, true, '23/11/2026 13:00 — Duração não informada — Pedido nº 202701 — CONFERIDO'],
      [null, true, '23/11/2026 14:00 — Duração não informada — Pedido nº 202702 — CONFERIDO'],
    ]);
  });

  it('a status sent wins; a colour two statuses share, or none, says so', () => {
    const eventos = eventosDoMedico(
      [
        row(1, '2026-11-23T08:00:00', '#00838f', 'APROVADO'),
        row(2, '2026-11-23T09:00:00', '#123456'),
        row(3, '2026-11-23T10:00:00', null),
      ],
      STATUS,
    );
    expect(eventos.map((e) => e.nome.split(' — ')[2])).toEqual([
      'APROVADO',
      'Status não informado',
      'Status não informado',
    ]);
    expect(statusPelaCor('#F9A825', STATUS)).toBe('REAGENDADO');
  });

  it('leaves out undated requests and lists a request once when two centres send it, in time order', () => {
    const eventos = eventosDoMedico(
      [row(2, '2026-11-24T13:00:00'), row(1, null), row(3, '2026-11-23T08:00:00'), row(2, '2026-11-24T13:00:00')],
      STATUS,
    );
    expect(eventos.map((e) => e.id)).toEqual(['3', '2']);
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(textoSobre('#f9a825')).toBe('#000000');
    expect(textoSobre('#1b5e20')).toBe('#ffffff');
    expect(textoSobre('vermelho')).toBe('#ffffff');
    // The orange of a status (#F57C00) with white text fails axe's contrast; black passes.
    expect(textoSobre('#F57C00')).toBe('#000000');
  });
});
