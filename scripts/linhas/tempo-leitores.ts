// Times the list-row readers on 5,000 rows, by hand (not a test): `npx tsx --tsconfig tsconfig.node.json
// scripts/linhas/tempo-leitores.ts`. Run it on two commits to compare a reader's shape before and after
// (docs/decisions/005-lenient-reading.md: the list readers are the long lists' hot path).
import { readPedidoRow } from '@/api/pedidos/pedido-row';
import { readAreaTecnicaRow } from '@/features/areaTecnica/api/area-tecnica-row';
import { readGerenteRow } from '@/features/gerente/api/gerente-row';

const N = 5000;
const bruta = (i: number) => ({
  id: i,
  codigo: String(2027000 + i),
  requisitante: 'Carlos Mendes',
  paciente: `Paciente ${i}`,
  idLegadoPaciente: String(1000 + i),
  GMR: i % 2 ? 'True' : 'False',
  eOncologica: i % 3 === 0 ? '2' : 1,
  procedimento: 'ARTROPLASTIA TOTAL DE JOELHO',
  codigoProcedimento: '0408050896',
  dataInclusao: '2026-11-20T10:00:00',
  dataCirurgia: i % 4 ? '20/11/2026 10:00' : null,
  dataHoraSugerida: '2026-11-21T08:00:00',
  status: 'AGENDADO',
  status_id: 7,
  corStatus: '#00ff00',
  equipeRequisitante: 'Ortopedia',
  anotacaoPendente: 'N',
  necessariaAvaliacaoAnestesica: 'S',
  possuiHemoterapico: false,
  pedidoCampanha: 0,
  idLegadoInternacao: null,
  modalidadeAtendimento: { id: 2, descricao: 'INTERNAÇÃO', recursosBloqueados: '1,2' },
  cidPrincipal: { id: '3', codigo: 'M17.1', descricao: 'Gonartrose' },
  caraterAtendimento: 1,
  nomeCaraterAtendimento: 'ELETIVO',
  prioridade: 'ALTA',
  profissionalRequisitante: 'Carlos Mendes',
  prazoAlertaSLAEletivo: '10,5',
  pedidoSaudeSuplementar: 'N',
  pareceresPedido: [{ areaTecnica: { id: 1, descricao: 'Anestesia' }, parecerTecnico: { id: 2, cor: '#f00' } }],
  dataImpressaoRPH: null,
});
const linhas = Array.from({ length: N }, (_, i) => bruta(i + 1));

const leitores: Record<string, (raw: unknown) => unknown> = { readPedidoRow, readAreaTecnicaRow, readGerenteRow };
for (const [nome, ler] of Object.entries(leitores)) {
  for (let i = 0; i < 20; i++) linhas.map(ler); // aquecimento
  const tempos: number[] = [];
  for (let rodada = 0; rodada < 30; rodada++) {
    const inicio = performance.now();
    const lidas = linhas.map(ler);
    tempos.push(performance.now() - inicio);
    if (lidas.includes(null)) throw new Error(`${nome}: linha ilegível`);
  }
  tempos.sort((a, b) => a - b);
  const mediana = tempos[Math.floor(tempos.length / 2)];
  console.log(`${nome}: mediana ${mediana.toFixed(2)} ms / ${N} linhas (mín ${tempos[0].toFixed(2)})`);
}
