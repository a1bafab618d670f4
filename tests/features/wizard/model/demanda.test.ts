import { describe, expect, it, vi } from 'vitest';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import { checkFinalDemanda, emDemanda } from '@/features/wizard/model/demanda-checks';
import { toDemandaPayload } from '@/features/wizard/model/demanda-payload';
import { demandaPlan, FALHAS_DEMANDA } from '@/features/wizard/model/demanda-submission';
import { itensSalvosDe } from '@/features/wizard/model/demanda-to-form';
import { itemPedidoSchema } from '@/api/pedidos/get-itens-pedido';
import { checkPaciente } from '@/features/wizard/model/pending';
import type { Escrita } from '@/api/escritas/escrita';
import { sequencia } from '../../../utils/sequencia';
import { duracaoEntre } from '@/features/wizard/model/messages';

const form = (extra: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyWizardForm(),
  responsavel: 101,
  centro: 1,
  oncologica: '2',
  procedimentoPrincipal: 6,
  duracaoEstimada: 180,
  ...extra,
});
const paciente = (extra: Partial<WizardForm['paciente']>) => ({ ...emptyWizardForm().paciente, ...extra });
const ctx = { demandaId: 9100, profissionalInclusao: 101, equipeRequisitante: 1, statusInicialDemanda: 20 };
const item = (id: number, quantidade = 1) => ({
  id,
  quantidade,
  unidadeMedida: null,
  itemEventual: false,
  justificativaEventual: '',
});

describe('demand wizard checks (§5, accent-less)', () => {
  it('step 0 says the e-mail and weight problems without accents', () => {
    const v = form({ paciente: paciente({ email: 'sem-arroba', peso: '7x' }) });
    const messages = checkPaciente(v)
      .map(emDemanda)
      .map((p) => p.message);
    expect(messages).toContain('Formato invalido de email');
    expect(messages).toContain('Peso invalido');
  });

  it('the duration bounds without accents', () => {
    const p = emDemanda({ field: 'duracaoEstimada', message: duracaoEntre(60, 240) });
    expect(p.message).toBe('A duracao estimada deve estar entre 60 minutos e 240 minutos!');
  });

  it('Enviar needs the responsible, the centre, weight ≤ 500, stays ≤ 999 and the oncological answer', () => {
    const v = form({
      responsavel: null,
      centro: null,
      oncologica: null,
      diariasPrevistas: 1000,
      paciente: paciente({ peso: '501' }),
    });
    expect(checkFinalDemanda(v).map((p) => p.message)).toEqual([
      'O campo profissional responsavel e obrigatorio.',
      'O campo centro cirurgico e obrigatorio.',
      'O peso maximo e 500.',
      'O maximo de diarias previstas e 999.',
      'Informe se e ou nao uma cirurgia oncologica.',
    ]);
    expect(checkFinalDemanda(form())).toEqual([]);
  });
});

describe('demand submission (§4, §7, §8)', () => {
  it('updates the demand with statusInicialDemanda and salvo = 1, then creates each item', () => {
    const v = form({ itens: { ...emptyWizardForm().itens, opme: [item(601)], consumivel: [item(201, 4)] } });
    const writes = demandaPlan(v, ctx);
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /api/demanda/9100',
      'POST /api/itemDemanda',
      'POST /api/itemDemanda',
    ]);
    expect(writes[0].body).toMatchObject({ status: 20, salvo: 1, profissionalInclusao: 101, eOncologica: 2 });
    expect(writes[2].body).toEqual({ item: 201, quantidade: 4, demanda: 9100 });
    expect(toDemandaPayload(v, ctx)).not.toHaveProperty('confirmado');
  });

  it("a failed update says 'Erro ao confirmar demanda'; an item failure appends the error; a retry resumes", async () => {
    const writes = demandaPlan(form({ itens: { ...emptyWizardForm().itens, opme: [item(601), item(602)] } }), ctx);
    const correr = sequencia();
    const failOn = (id: string) => async (w: Escrita) => {
      if (w.id === id) throw new Error('falhou');
    };
    const first = await correr(writes, failOn('demanda'));
    expect(first).toMatchObject({ ok: false, mensagem: 'Erro ao confirmar demanda' });
    const second = await correr(writes, failOn(writes[2].id), () => 'sem rede');
    expect(second).toMatchObject({ ok: false, mensagem: 'Erro ao confirmar demanda: sem rede' });
    const sent = vi.fn(async () => undefined);
    expect(await correr(writes, sent)).toEqual({ ok: true });
    expect(sent).toHaveBeenCalledTimes(1); // only the failed item: the update and the first item are not repeated
    expect(FALHAS_DEMANDA.confirmarCom('x')).toBe('Erro ao confirmar demanda: x');
  });

  it('a retry does not post again an item the demand already holds (a timed-out post that did reach the server)', () => {
    const v = form({ itens: { ...emptyWizardForm().itens, opme: [item(601), item(602)] } });
    const lidos = { CaixaOPME: [itemPedidoSchema.parse({ id: 77, item: 601, quantidade: 1 })] };
    const writes = demandaPlan(v, { ...ctx, itensSalvos: itensSalvosDe(lidos) });
    expect(writes.map((w) => w.body?.item ?? w.path)).toEqual(['/api/demanda/9100', 602]);
  });
});
