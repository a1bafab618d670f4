import { describe, expect, it } from 'vitest';
import { CONFIG_PRONTIDAO } from './prontidao-config';
import {
  DETENTOR_DESCONHECIDO,
  detentor,
  formatarTempo,
  GESTAO,
  minutosComOPedido,
} from '@/features/gerente/model/prontidao-detentor';
import type { Pendencia } from '@/features/gerente/model/prontidao-pendencias';
import {
  contadores,
  filtrarProntidao,
  filtroVigente,
  lerJanela,
  naJanela,
  prontidaoDasLinhas,
  type PedidoNaProntidao,
} from '@/features/gerente/model/prontidao';

const p = (tipo: Pendencia['tipo'], rotulo: string, sigla?: string): Pendencia => ({
  tipo,
  rotulo,
  dica: '',
  area: sigla ? { id: sigla.length, sigla } : null,
});

describe('detentor', () => {
  it('is the management before the first conference, whatever else is open', () => {
    expect(detentor([p('conferencia', 'Sem conferência'), p('parecerPendente', 'Parecer ANE pendente', 'ANE')])).toBe(
      GESTAO,
    );
  });

  it('is each area that owes an opinion or the anaesthetic evaluation, once conferred', () => {
    expect(detentor([p('parecerPendente', 'Parecer OPME pendente', 'OPME')])).toBe('OPME');
    expect(
      detentor([
        p('parecerPendente', 'Parecer ANE pendente', 'ANE'),
        p('avaliacaoAnestesica', 'Avaliação anestésica sem parecer', 'ANE'),
        p('parecerPendente', 'Parecer OPME pendente', 'OPME'),
      ]),
    ).toBe('ANE, OPME');
  });

  it('is the management for a rejection, a bed, the SLA or a ready request', () => {
    expect(detentor([p('parecerRejeitado', 'Parecer OPME rejeitado', 'OPME')])).toBe(GESTAO);
    expect(detentor([p('leito', 'Sem leito'), p('sla', 'SLA expirando')])).toBe(GESTAO);
    expect(detentor([])).toBe(GESTAO);
  });

  it('is the area owed an opinion the request shows it needs (NIR, blood bank, OPME)', () => {
    expect(
      detentor([p('parecerExigido', 'Sem parecer NIR', 'NIR'), p('parecerExigido', 'Sem parecer HEM', 'HEM')]),
    ).toBe('NIR, HEM');
  });

  it('cannot be said, in plain words, when only unknown or still-read pendências are open', () => {
    expect(DETENTOR_DESCONHECIDO).toBe('Não foi possível saber com quem está');
    expect(detentor([p('desconhecido', 'Não foi possível ler os pareceres')])).toBe(DETENTOR_DESCONHECIDO);
    expect(detentor([p('verificando', 'OPME: verificando')])).toBe(DETENTOR_DESCONHECIDO);
    expect(detentor([p('desconhecido', 'Não foi possível ler os pareceres'), p('leito', 'Sem leito')])).toBe(GESTAO);
  });
});

describe('minutosComOPedido', () => {
  it('counts calendar time from the last status change', () => {
    // Friday 18:00 to Monday 09:00.
    expect(minutosComOPedido('2026-11-20T18:00:00', '2026-11-23T09:00:00', false)).toBe(63 * 60);
  });

  it('counts business time without Saturdays and Sundays', () => {
    expect(minutosComOPedido('2026-11-20T18:00:00', '2026-11-23T09:00:00', true)).toBe(15 * 60);
    // Within a weekday, and from a Saturday.
    expect(minutosComOPedido('2026-11-24T08:00:00', '2026-11-24T10:30:00', true)).toBe(150);
    expect(minutosComOPedido('2026-11-21T10:00:00', '2026-11-23T01:00:00', true)).toBe(60);
  });

  it('is unknown without a readable date, or with one ahead of now', () => {
    expect(minutosComOPedido(null, '2026-11-24T10:00:00', false)).toBeNull();
    expect(minutosComOPedido('ontem', '2026-11-24T10:00:00', false)).toBeNull();
    expect(minutosComOPedido('2026-11-25T10:00:00', '2026-11-24T10:00:00', false)).toBeNull();
  });
});

describe('formatarTempo', () => {
  it('shows days and hours, hours and minutes, or minutes', () => {
    expect(formatarTempo(2 * 1440 + 4 * 60 + 10)).toBe('2 d 4 h');
    expect(formatarTempo(3 * 1440 + 5)).toBe('3 d');
    expect(formatarTempo(5 * 60 + 20)).toBe('5 h 20 min');
    expect(formatarTempo(7 * 60)).toBe('7 h');
    expect(formatarTempo(45)).toBe('45 min');
    expect(formatarTempo(null)).toBe('tempo desconhecido');
  });
});

describe('lerJanela and naJanela', () => {
  it('reads 1, 3 or 7 from the address, else 3', () => {
    expect(lerJanela('1')).toBe(1);
    expect(lerJanela('7')).toBe(7);
    expect(lerJanela('')).toBe(3);
    expect(lerJanela('30')).toBe(3);
    expect(lerJanela(null)).toBe(3);
  });

  it('takes today and the N days after it, not yesterday nor the day past the window', () => {
    const hoje = '2026-11-24';
    expect(naJanela('2026-11-24T07:00:00', hoje, 1)).toBe(true);
    expect(naJanela('2026-11-25T23:00:00', hoje, 1)).toBe(true);
    expect(naJanela('2026-11-26T07:00:00', hoje, 1)).toBe(false);
    expect(naJanela('2026-11-27T23:59:00', hoje, 3)).toBe(true);
    expect(naJanela('2026-11-28T00:00:00', hoje, 3)).toBe(false);
    expect(naJanela('2026-11-23T23:00:00', hoje, 3)).toBe(false);
  });

  it('keeps a request whose date is missing or unreadable (shown as unknown, not hidden)', () => {
    expect(naJanela(null, '2026-11-24', 3)).toBe(true);
    expect(naJanela('sem data', '2026-11-24', 3)).toBe(true);
  });
});

const config = CONFIG_PRONTIDAO;

const pedido = (id: number, extra: Partial<PedidoNaProntidao> = {}): PedidoNaProntidao => ({
  id,
  encerrado: false,
  dataHoraAlteracaoStatus: '2026-11-24T06:00:00',
  slaUteis: false,
  primeiraConferencia: '2026-11-23T10:00:00',
  status_id: 2,
  pareceresPedido: [],
  necessariaAvaliacaoAnestesica: false,
  // Ambulatory, so no bed and no NIR opinion owed (those are prontidao-pendencias.test.ts').
  modalidadeAtendimento: { id: 2, recursosBloqueados: [] },
  codigoLeitoInternacao: null,
  possuiHemoterapico: false,
  opme: 'sem',
  sala: null,
  sla: 'prazoNormal',
  dataCirurgiaExibida: '2026-11-25T08:00:00',
  ...extra,
});

describe('prontidaoDasLinhas', () => {
  const ctx = { hoje: '2026-11-24', agora: '2026-11-24T10:00:00', dias: 3, config };

  it('leaves out closed requests and those outside the window, and gives each its pendências and holder', () => {
    const linhas = prontidaoDasLinhas(
      [
        pedido(1),
        pedido(2, { encerrado: true }),
        pedido(3, { dataCirurgiaExibida: '2026-11-28T08:00:00' }),
        pedido(4, {
          pareceresPedido: [
            {
              areaTecnica: { id: 1, descricao: 'ANESTESIOLOGIA' },
              parecerTecnico: { id: 3, descricao: null, cor: null },
              justificativa: null,
            },
          ],
        }),
      ],
      ctx,
    );
    expect(linhas.map((l) => l.id)).toEqual([4, 1]);
    expect(linhas[0]).toMatchObject({ detentor: 'ANE', minutos: 240 });
    expect(linhas[0].pendencias.map((x) => x.rotulo)).toEqual(['Parecer ANE pendente']);
    expect(linhas[1]).toMatchObject({ pendencias: [], detentor: GESTAO });
  });

  it("counts the holder's time in business time when the status's SLA is", () => {
    const segunda = { ...ctx, hoje: '2026-11-23', agora: '2026-11-23T09:00:00' };
    const [linha] = prontidaoDasLinhas(
      [pedido(1, { dataHoraAlteracaoStatus: '2026-11-20T18:00:00', slaUteis: true })],
      segunda,
    );
    expect(linha.minutos).toBe(15 * 60);
  });
});

describe('contadores and filtrarProntidao', () => {
  const linhas = [
    { id: 1, detentor: 'ANE', minutos: 1, pendencias: [p('parecerPendente', 'Parecer ANE pendente', 'ANE')] },
    {
      id: 2,
      detentor: GESTAO,
      minutos: 1,
      pendencias: [p('conferencia', 'Sem conferência'), p('sla', 'SLA expirando')],
    },
    { id: 3, detentor: GESTAO, minutos: 1, pendencias: [p('sla', 'SLA expirando'), p('sla', 'SLA expirando')] },
    { id: 4, detentor: GESTAO, minutos: 1, pendencias: [] },
  ];

  it('counts requests by pendência (a request once per text) and by holder, in alphabetical order', () => {
    expect(contadores(linhas)).toEqual({
      pendencias: [
        { rotulo: 'Parecer ANE pendente', total: 1 },
        { rotulo: 'Sem conferência', total: 1 },
        { rotulo: 'SLA expirando', total: 2 },
      ],
      detentores: [
        { rotulo: 'ANE', total: 1 },
        { rotulo: GESTAO, total: 3 },
      ],
    });
  });

  it('filters by a pendência or by a holder; no filter keeps every request', () => {
    expect(filtrarProntidao(linhas, { por: 'pendencia', rotulo: 'SLA expirando' }).map((x) => x.id)).toEqual([2, 3]);
    expect(filtrarProntidao(linhas, { por: 'detentor', rotulo: GESTAO }).map((x) => x.id)).toEqual([2, 3, 4]);
    expect(filtrarProntidao(linhas, null)).toHaveLength(4);
  });
});

describe('filtroVigente', () => {
  const totais = { pendencias: [{ rotulo: 'Sem leito', total: 1 }], detentores: [{ rotulo: GESTAO, total: 1 }] };

  it('keeps a counter still shown, in its own group, and drops one that is gone', () => {
    expect(filtroVigente({ por: 'pendencia', rotulo: 'Sem leito' }, totais)).toEqual({
      por: 'pendencia',
      rotulo: 'Sem leito',
    });
    expect(filtroVigente({ por: 'detentor', rotulo: GESTAO }, totais)).toEqual({ por: 'detentor', rotulo: GESTAO });
    expect(filtroVigente({ por: 'detentor', rotulo: 'Sem leito' }, totais)).toBeNull();
    expect(filtroVigente({ por: 'pendencia', rotulo: 'Parecer ANE pendente' }, totais)).toBeNull();
    expect(filtroVigente(null, totais)).toBeNull();
  });
});
