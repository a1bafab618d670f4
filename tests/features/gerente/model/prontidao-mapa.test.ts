// The morning meeting's sheet (docs/decisions/023-prontidao.md): the order by day, room and time, the headings, the
// day map one page per room, and the map's states; the order and the map checked against brute-force oracles over
// generated rows.
import { describe, expect, it } from 'vitest';
import {
  compararNoMapa,
  estadosDoMapa,
  gruposDaLinha,
  horaDaCirurgia,
  mapaDoDia,
  nomeDaSala,
  ordenarNoMapa,
  rotuloDoDia,
  SEM_DATA,
  SEM_SALA,
  type LinhaDoMapa,
  type SalaDaLinha,
} from '@/features/gerente/model/prontidao-mapa';
import type { Pendencia } from '@/features/gerente/model/prontidao-pendencias';

const p = (tipo: Pendencia['tipo'], rotulo: string, area: number | null = null): Pendencia => ({
  tipo,
  rotulo,
  dica: '',
  area: area === null ? null : { id: area, sigla: `A${area}` },
});

interface Linha extends LinhaDoMapa {
  id: number;
}

/** A small deterministic generator (mulberry32). */
function gerador(semente: number) {
  let a = semente;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SALAS: (SalaDaLinha | null)[] = [
  { id: 1, nome: 'SALA 01' },
  { id: 2, nome: 'SALA 2' },
  { id: 10, nome: 'SALA 10' },
  { id: 7, nome: null },
  null,
];
const DATAS = ['2026-12-02', '2026-12-03', '2026-12-04'];

function linhas(semente: number, n: number): Linha[] {
  const r = gerador(semente);
  const de = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  return Array.from({ length: n }, (_, id) => {
    const sorteio = r();
    const hora = String(7 + Math.floor(r() * 12)).padStart(2, '0');
    const minuto = de(['00', '30']);
    let data: string | null = `${de(DATAS)}T${hora}:${minuto}:00`;
    if (sorteio < 0.08) data = null;
    else if (sorteio < 0.12) data = 'sem data';
    return {
      id,
      dataCirurgiaExibida: data,
      sala: de(SALAS),
      pendencias: Array.from({ length: Math.floor(r() * 3) }, () => p('leito', 'Sem leito')),
    };
  });
}

const legivel = (d: string | null) => d !== null && /^\d{4}-\d{2}-\d{2}T/.test(d);
/** The oracle's room rank: the rooms named in numeric order, a row without a room last. */
const ORDEM_SALAS = ['SALA 01', 'SALA 2', 'Sala 7', 'SALA 10'];
const rank = (s: SalaDaLinha | null) => (s ? ORDEM_SALAS.indexOf(nomeDaSala(s)) : ORDEM_SALAS.length);
/** The oracle's key: [undated first, day, room, time, most pendências first] as one comparable text. */
const chave = (l: Linha) =>
  legivel(l.dataCirurgiaExibida)
    ? `1|${l.dataCirurgiaExibida?.slice(0, 10)}|${rank(l.sala)}|${l.dataCirurgiaExibida?.slice(11, 16)}|${9 - l.pendencias.length}`
    : `0|||||${9 - l.pendencias.length}`;

describe('ordenarNoMapa', () => {
  it('puts undated rows first, then by day, room (in numeric order, none last), time, most pendências first', () => {
    const ordem = ordenarNoMapa<Linha>([
      { id: 1, dataCirurgiaExibida: '2026-12-03T08:00:00', sala: { id: 1, nome: 'SALA 01' }, pendencias: [] },
      { id: 2, dataCirurgiaExibida: '2026-12-02T10:00:00', sala: { id: 10, nome: 'SALA 10' }, pendencias: [] },
      { id: 3, dataCirurgiaExibida: '2026-12-02T11:00:00', sala: { id: 2, nome: 'SALA 2' }, pendencias: [] },
      { id: 4, dataCirurgiaExibida: null, sala: null, pendencias: [] },
      { id: 5, dataCirurgiaExibida: '2026-12-02T07:00:00', sala: null, pendencias: [] },
      {
        id: 6,
        dataCirurgiaExibida: '2026-12-02T11:00:00',
        sala: { id: 2, nome: 'SALA 2' },
        pendencias: [p('leito', 'Sem leito')],
      },
    ]);
    expect(ordem.map((l) => l.id)).toEqual([4, 6, 3, 2, 5, 1]);
  });

  it('agrees with the brute-force oracle over generated rows: every pair in order, every row kept once', () => {
    for (let semente = 1; semente <= 200; semente += 1) {
      const geradas = linhas(semente, 1 + (semente % 25));
      const ordem = ordenarNoMapa(geradas);
      expect([...ordem].map((l) => l.id).sort((a, b) => a - b)).toEqual(geradas.map((l) => l.id));
      // Each row's key at most the next one's: the whole list in the oracle's order.
      const fora = ordem.slice(1).filter((l, i) => chave(ordem[i]) > chave(l));
      expect(fora, `semente ${semente}`).toEqual([]);
      // The comparator is antisymmetric (a sort's contract).
      const assimetricos = geradas.flatMap((x) =>
        geradas.filter((y) => Math.sign(compararNoMapa(x, y)) !== -Math.sign(compararNoMapa(y, x))),
      );
      expect(assimetricos, `semente ${semente}`).toEqual([]);
    }
  });
});

describe('the headings', () => {
  it("marks today's day 'Hoje', names the room or says it was not given, and puts undated rows apart", () => {
    const hoje = '2026-12-02';
    expect(rotuloDoDia('2026-12-02T08:00:00', hoje)).toBe('Hoje, 02/12/2026');
    expect(rotuloDoDia('2026-12-03T08:00:00', hoje)).toBe('03/12/2026');
    expect(rotuloDoDia(null, hoje)).toBe(SEM_DATA);
    const linha = (sala: SalaDaLinha | null, data: string | null = '2026-12-02T08:00:00') => ({
      dataCirurgiaExibida: data,
      sala,
      pendencias: [],
    });
    expect(gruposDaLinha(linha({ id: 3, nome: 'SALA 03' }), hoje)).toEqual(['Hoje, 02/12/2026', 'SALA 03']);
    expect(gruposDaLinha(linha({ id: 3, nome: null }), hoje)).toEqual(['Hoje, 02/12/2026', 'Sala 3']);
    expect(gruposDaLinha(linha(null), hoje)).toEqual(['Hoje, 02/12/2026', SEM_SALA]);
    expect(gruposDaLinha(linha(null, null), hoje)).toEqual([SEM_DATA]);
    expect(horaDaCirurgia('2026-12-02T08:30:00')).toBe('08:30');
    expect(horaDaCirurgia(null)).toBe('');
  });
});

describe('mapaDoDia', () => {
  it('agrees with the brute-force oracle: one page per room of that day, rooms in order, each in time order', () => {
    for (let semente = 1; semente <= 200; semente += 1) {
      const geradas = linhas(semente, 1 + (semente % 30));
      const dia = DATAS[semente % DATAS.length];
      const doDia = geradas.filter((l) => legivel(l.dataCirurgiaExibida) && l.dataCirurgiaExibida?.startsWith(dia));
      const esperado = [...ORDEM_SALAS, SEM_SALA]
        .map((sala) => ({
          sala,
          linhas: doDia
            .filter((l) => nomeDaSala(l.sala) === sala)
            .sort((a, b) => chave(a).localeCompare(chave(b)))
            .map((l) => chave(l)),
        }))
        .filter((x) => x.linhas.length > 0);
      const paginas = mapaDoDia(geradas, dia).map((x) => ({ sala: x.sala, linhas: x.linhas.map(chave) }));
      expect(paginas).toEqual(esperado);
    }
  });
});

describe('estadosDoMapa', () => {
  const areas = { opme: 2, sangue: 4, anestesia: 1 };

  it("gives each subject what is open about it, in the chips' words, and 'OK' when nothing is", () => {
    expect(
      estadosDoMapa(
        [
          p('conferencia', 'Sem conferência'),
          p('parecerExigido', 'Sem parecer HEM', 4),
          p('verificando', 'OPME: verificando', 2),
          p('leito', 'Sem leito'),
        ],
        areas,
      ),
    ).toEqual({
      conferencia: 'Sem conferência',
      opme: 'OPME: verificando',
      sangue: 'Sem parecer HEM',
      leito: 'Sem leito',
      anestesia: 'OK',
    });
    expect(estadosDoMapa([], areas)).toEqual({
      conferencia: 'OK',
      opme: 'OK',
      sangue: 'OK',
      leito: 'OK',
      anestesia: 'OK',
    });
  });

  it('leaves every area unknown when the opinions cannot be read at all', () => {
    const e = estadosDoMapa([p('desconhecido', 'Não foi possível ler os pareceres')], areas);
    expect([e.opme, e.sangue, e.anestesia]).toEqual(Array(3).fill('Não foi possível ler os pareceres'));
    expect(e.conferencia).toBe('OK');
  });
});
