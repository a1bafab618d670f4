// The issue-11 mock back-end: the demand endpoints over the mock database, their access rules and their states.
import { describe, expect, it } from 'vitest';
import { mainApi, systemsUrl } from '@/api/clients';
import { errorMessage } from '@/lib/http/api-error';
import { db } from '@mocks/db/db';
import { signInAs } from '../utils/render-app';

const codigos = (rows: unknown) => (Array.isArray(rows) ? rows.map((r: { codigo: string }) => r.codigo) : []);
const falha = (p: Promise<unknown>) => p.then(() => 'ok', errorMessage);

describe('demand endpoints', () => {
  it('a finalised transformation turns the demand into a converted one that leaves the open list', async () => {
    signInAs('carlos.mendes');
    expect(codigos(await mainApi.get('/api/minhasDemandas/1'))).toContain('D2026-0101');
    const pedido = (await mainApi.post('/api/incluirPedidoCirurgiaPorDemanda', {
      idProfissional: 101,
      idDemanda: 9001,
    })) as { id: number };
    await mainApi.put('/api/finalizarTransformacaoDemanda', {
      idDemanda: 9001,
      idPedido: pedido.id,
      idProfissional: 101,
    });
    expect(codigos(await mainApi.get('/api/minhasDemandas/1'))).not.toContain('D2026-0101');
    signInAs('mariana.lima');
    const todas = await mainApi.post('/api/demandaCirurgiaGerente', {
      filtros: { centrosCirurgicos: [1], dataInicio: '2026-09-01', dataFim: '2026-09-01', eOnco: false },
    });
    expect(todas).toEqual([
      expect.objectContaining({
        codigo: 'D2026-0101',
        status: expect.objectContaining({ descricao: 'CONVERTIDA EM PEDIDO' }),
      }),
    ]);
  });

  it('the request made from a new demand holds that demand’s data and nothing of another request', async () => {
    signInAs('carlos.mendes');
    const nova = (await mainApi.post('/api/demanda')) as { id: number };
    await mainApi.put(`/api/demanda/${nova.id}`, {
      salvo: 1,
      status: 20,
      paciente: 880_028,
      procedimentoPrincipal: 3,
      centroCirurgico: 1,
      cidPrincipal: 2,
      cidSecundario: '[]',
      duracaoEstimada: 90,
      eOncologica: 2,
      lateralidade: 'D',
      indicacaoClinica: 'HERNIA INGUINAL BILATERAL SINTOMATICA',
    });
    const criado = (await mainApi.post('/api/incluirPedidoCirurgiaPorDemanda', {
      idProfissional: 101,
      idDemanda: nova.id,
    })) as { id: number };
    const pedido = db.pedidos.find((p) => p.id === criado.id)!;
    expect(pedido).toMatchObject({
      idDemanda: nova.id,
      procedimentoPrincipal: 3,
      centroCirurgico: 1,
      cidPrincipal: 2,
      cidSecundario: [],
      duracaoEstimada: 90,
      eOncologica: '2',
      lateralidade: 'D',
      indicacaoClinica: 'HERNIA INGUINAL BILATERAL SINTOMATICA',
      prioridadeCirurgia: null,
      tipoAnestesia: null,
      modalidadeAtendimento: null,
      necessariaAvaliacaoAnestesica: false,
      motivoAvaliacaoAnestesica: null,
      areaMedica: null,
      procedimentoSecundario: [],
      itens: [],
    });
    expect(pedido.paciente).toMatchObject({ nome: 'LUIZ FERNANDO OLIVEIRA' });
  });

  it('a demand’s printable summary, new or seeded, is numbered as a demand and shows its patient and items', async () => {
    signInAs('carlos.mendes');
    const nova = (await mainApi.post('/api/demanda')) as { id: number; codigo: string };
    await mainApi.put(`/api/demanda/${nova.id}`, { salvo: 1, status: 20, paciente: 880_028, procedimentoPrincipal: 3 });
    await mainApi.post('/api/itemDemanda', { item: 601, quantidade: 2, demanda: nova.id });
    const html = await (await fetch(systemsUrl(`/resumoDemanda/${nova.id}`))).text();
    expect(html).toContain(`Demanda nº ${nova.codigo}`);
    expect(html).not.toContain('Pedido nº');
    expect(html).toContain('LUIZ FERNANDO OLIVEIRA');
    expect(html).toContain('Itens da cirurgia');
    const semeada = await (await fetch(systemsUrl('/resumoDemanda/9001'))).text();
    expect(semeada).toContain('Demanda nº D2026-0101');
    expect(semeada).not.toContain('Pedido nº');
  });

  it('another team’s list, an observer’s note and a cancel without observations are refused', async () => {
    signInAs('carlos.mendes');
    expect(await falha(mainApi.get('/api/minhasDemandas/2'))).toBe('Acesso negado.');
    expect(
      await falha(mainApi.put('/api/cancelarDemanda/9002', { observacoesCancelamento: ' ', profissional: 101 })),
    ).toBe('É necessário informar o motivo de cancelamento!');
    signInAs('roberto.pereira');
    expect(await falha(mainApi.post('/api/salvarAnotacaoDemanda', { anotacao: 'x', demanda: 9002 }))).toBe(
      'Acesso negado.',
    );
    expect(db.anotacoesDemanda).toHaveLength(2);
  });

  it('a blank demand is not listed until it is saved with salvo = 1 (form-encoded), then gets its items', async () => {
    signInAs('carlos.mendes');
    const nova = (await mainApi.post('/api/demanda')) as { id: number };
    expect(codigos(await mainApi.get('/api/minhasDemandas/1'))).toHaveLength(3);
    await mainApi.put(`/api/demanda/${nova.id}`, { salvo: 1, status: 20, paciente: 880_000, procedimentoPrincipal: 3 });
    await mainApi.post('/api/itemDemanda', { item: 601, quantidade: 1, demanda: nova.id });
    expect(codigos(await mainApi.get('/api/minhasDemandas/1'))).toHaveLength(4);
    expect(await mainApi.get(`/api/itemCaixaOPMEDemanda/${nova.id}`)).toEqual([
      expect.objectContaining({ item: 601, quantidade: 1 }),
    ]);
  });

  it('the patient’s demands offered by the wizard are only the team’s open, saved ones', async () => {
    signInAs('carlos.mendes');
    expect(codigos(await mainApi.get('/api/listarDemandasPacienteEquipe/880028/1'))).toEqual(['D2026-0101']);
    // 9004 (converted) and 9005 (cancelled) are this patient's, in this team.
    expect(db.demandas.filter((d) => d.seqPaciente === 881_007).map((d) => d.situacao)).toEqual([
      'convertida',
      'cancelada',
    ]);
    expect(await mainApi.get('/api/listarDemandasPacienteEquipe/881007/1')).toEqual([]);
  });
});
