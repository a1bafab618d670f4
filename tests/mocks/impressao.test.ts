// The printing mock back-end: the print forms' writes store the data and the print dates, refuse what the real
// back-end would, and the systems API's documents print what was saved.
import { describe, expect, it } from 'vitest';
import { mainApi, patientApi, systemsUrl } from '@/api/clients';
import { aihPacienteShape } from '@/features/impressao/model/aih-paciente';
import { AIH_CAMPOS, INTERNACAO_IMPRESSAO_CAMPOS } from '@/features/impressao/model/escritas-campos';
import { RPH_CAMPOS } from '@/features/impressao/model/rph';
import { errorMessage } from '@/lib/http/api-error';
import { db } from '@mocks/db/db';
import { signInAs } from '../utils/render-app';

/** Every field of a write (the contract's PUT has them all), blank but those given. */
const completo = (campos: readonly string[], valores: Record<string, unknown>) => ({
  ...Object.fromEntries(campos.map((c) => [c, ''])),
  ...valores,
});
const pedido = (id: number) => db.pedidos.find((p) => p.id === id)!;
const documento = async (path: string) => {
  const response = await fetch(systemsUrl(path));
  return { status: response.status, type: response.headers.get('Content-Type'), html: await response.text() };
};

describe('printing mock back-end', () => {
  it('the surgery notice: observations required; saved ones set the print date and are printed', async () => {
    signInAs('carlos.mendes');
    await expect(
      mainApi.put('/api/dadosImpressaoAvisoCirurgia/1019', { observacoesAvisoCirurgia: ' ' }).catch(errorMessage),
    ).resolves.toBe('Informe as observações do aviso de cirurgia.');
    await mainApi.put('/api/dadosImpressaoAvisoCirurgia/1019', { observacoesAvisoCirurgia: 'JEJUM <8h>' });
    expect(pedido(1019).dataImpressaoAvisoCirurgico).not.toBeNull();
    const doc = await documento('/avisoCirurgia/1019');
    expect(doc.type).toContain('text/html');
    expect(doc.html).toContain('<h1>Aviso de Cirurgia</h1>');
    expect(doc.html).toContain('JEJUM &lt;8h&gt;');
    expect(doc.html).toContain('@media print');
  });

  it('RPH, hospitalisation and AIH writes set their print dates; an unknown request is a 404 page', async () => {
    signInAs('carlos.mendes');
    await mainApi.put(
      '/api/dadosImpressaoRPH/1006',
      completo(RPH_CAMPOS, {
        indicacaoTransfusao: 'ANEMIA',
        valorHB: '7.5',
        valorHT: '22',
        valorPlaquetas: '150000',
        valorINR: '1.1',
        valorFibrinogenio: '250',
      }),
    );
    await mainApi.put(
      '/api/dadosImpressaoPedidoInternacao/1019/101',
      completo(INTERNACAO_IMPRESSAO_CAMPOS, { crm: '123456', historiaClinica: 'HAS' }),
    );
    await mainApi.post(
      '/api/dadosImpressaoSolicitacaoAIH',
      completo(AIH_CAMPOS, {
        pedidoCirurgia: 1019,
        clinica: 'ORTOPEDIA',
        paciente: completo(Object.keys(aihPacienteShape), {}),
      }),
    );
    expect(pedido(1006).dataImpressaoRPH).not.toBeNull();
    expect(pedido(1019).dataImpressaoPedidoInternacao).not.toBeNull();
    expect(pedido(1019).dataImpressaoAIH).not.toBeNull();
    expect((await documento('/hemoterapicos/1006')).html).toContain('ANEMIA');
    expect((await documento('/solicitacaoAIH/1019')).html).toContain('ORTOPEDIA');
    expect((await documento('/avisoCirurgia/99')).status).toBe(404);
  });

  it('the patient/AIH API answers the patient of a legacy id, 404 otherwise', async () => {
    signInAs('carlos.mendes');
    const p = db.pacientes[0];
    await expect(patientApi.get(`/api/buscarDadosPacienteAIH/${p.idLegado}`)).resolves.toMatchObject({
      prontuario: p.numeroProntuario,
      nome: p.nome,
      uf: 'SP',
    });
    await expect(patientApi.get('/api/buscarDadosPacienteAIH/1').catch(errorMessage)).resolves.toBe(
      'Paciente não encontrado.',
    );
  });
});
