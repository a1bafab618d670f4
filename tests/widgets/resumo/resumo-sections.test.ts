import { describe, expect, it } from 'vitest';
import { pedidoDetailSchema, type PedidoDetail } from '@/api/pedidos/get-pedido';
import { resumoSections } from '@/widgets/resumo/resumo-sections';

const valor = (p: PedidoDetail, titulo: string, rotulo: string) =>
  resumoSections(p)
    .find((s) => s.titulo === titulo)
    ?.campos.find((c) => c.rotulo === rotulo)?.valor;

describe('request summary', () => {
  it('has the sections of the specification, each value or Não informado', () => {
    const p: PedidoDetail = pedidoDetailSchema.parse({ id: 1, codigo: '2027000' });
    const sections = resumoSections(p);
    expect(sections.map((s) => s.titulo)).toEqual([
      'Solicitante',
      'Paciente',
      'Atendimento',
      'Dados Solicitação',
      'Anestesia',
      'Data da Cirurgia e Internação',
    ]);
    expect(sections.flatMap((s) => s.campos).every((c) => c.valor === 'Não informado')).toBe(true);
  });

  it('shows decimals in pt-BR, whatever form the back-end sent them in', () => {
    const p: PedidoDetail = pedidoDetailSchema.parse({ id: 1, codigo: '2027000', atendimento: { peso: '68.5' } });
    expect(valor(p, 'Atendimento', 'Peso (kg)')).toBe('68,5');
  });

  it('spells laterality, sex, yes/no and dd/mm/yyyy dates', () => {
    const p: PedidoDetail = pedidoDetailSchema.parse({
      id: 1,
      codigo: '2027000',
      lateralidade: 'E',
      paciente: { nome: 'MARIA APARECIDA DE SOUZA', sexo: 'F', dataNascimento: '1958-04-12' },
      internacao: { leitoUTI: false, diariasPrevistas: 3 },
      dataHoraSugerida: '2026-12-01T07:30:00',
      cidPrincipal: { codigo: 'M17.0', descricao: 'Gonartrose primária bilateral' },
    });
    expect(valor(p, 'Dados Solicitação', 'Lateralidade')).toBe('Esquerda');
    expect(valor(p, 'Dados Solicitação', 'CID principal')).toBe('M17.0 - Gonartrose primária bilateral');
    expect(valor(p, 'Paciente', 'Sexo')).toBe('Feminino');
    expect(valor(p, 'Paciente', 'Data de nascimento')).toBe('12/04/1958');
    expect(valor(p, 'Data da Cirurgia e Internação', 'Leito UTI')).toBe('Não');
    expect(valor(p, 'Data da Cirurgia e Internação', 'Diárias previstas')).toBe('3');
    expect(valor(p, 'Data da Cirurgia e Internação', 'Data sugerida da cirurgia')).toBe('01/12/2026 07:30');
  });

  it('prints phone and mobile as the wizard masks them, not as raw digits', () => {
    const com = (telefone: string | null, celular: string | null) =>
      pedidoDetailSchema.parse({ id: 1, codigo: '2027000', paciente: { nome: 'MARIA', telefone, celular } });
    const p = com('1432345678', '14991234567');
    expect(valor(p, 'Paciente', 'Telefone')).toBe('(14) 3234-5678');
    expect(valor(p, 'Paciente', 'Celular')).toBe('(14) 99123-4567');
    // Stored without the area code: the hospital's 14, as the wizard stores it.
    const semDdd = com('32345678', '991234567');
    expect(valor(semDdd, 'Paciente', 'Telefone')).toBe('(14) 3234-5678');
    expect(valor(semDdd, 'Paciente', 'Celular')).toBe('(14) 99123-4567');
    // A mobile sent in the phone field, and a number of no known length (shown as sent, not mis-grouped).
    const outros = com('11987654321', '12345');
    expect(valor(outros, 'Paciente', 'Telefone')).toBe('(11) 98765-4321');
    expect(valor(outros, 'Paciente', 'Celular')).toBe('12345');
    expect(valor(com(null, ''), 'Paciente', 'Telefone')).toBe('Não informado');
    expect(valor(com(null, ''), 'Paciente', 'Celular')).toBe('Não informado');
  });
});
