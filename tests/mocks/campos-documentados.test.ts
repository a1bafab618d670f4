// The mock's documented fields of each write (mocks/handlers/campos-documentados.ts) are the specification's: each
// list is compared with the field list the specification's text gives (wizards-and-management.md §3 and §7,
// requester-side.md §3 'Payloads' and §7) and with the app's own list of the same write, so that a field the app
// misnames, adds or leaves out of its list, or a mock list drifting from the specification, fails here. Every write
// the mock checks is a call endpoints.tsv names.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as C from '@mocks/handlers/campos-documentados';
import { ESCRITAS_DO_CONTRATO } from '@mocks/handlers/contract';
import { ANOTACAO_CAMPOS } from '@/api/anotacoes/nova-anotacao';
import * as escritas from '@/api/escritas/campos';
import { PARECER_CAMPOS } from '@/features/areaTecnica/model/parecer-campos';
import { LOGIN_CAMPOS } from '@/features/auth/model/login-schema';
import { REJEICAO_CAMPOS } from '@/features/gerente/model/status-form';
import { AVISO_CAMPOS } from '@/features/impressao/model/aviso';
import { aihPacienteShape } from '@/features/impressao/model/aih-paciente';
import { AIH_CAMPOS, INTERNACAO_IMPRESSAO_CAMPOS } from '@/features/impressao/model/escritas-campos';
import { RPH_CAMPOS } from '@/features/impressao/model/rph';
import * as pedidos from '@/features/pedidos/model/escritas-campos';
import { PROBLEMA_CAMPOS } from '@/features/shell/model/problema-schema';
import * as wizard from '@/features/wizard/model/escritas-campos';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';

const SPEC = resolve(import.meta.dirname, '../../../shared/spec');
const ler = (arquivo: string) => readFileSync(resolve(SPEC, arquivo), 'utf8');
const WIZARDS = ler('wizards-and-management.md');
const REQUESTER = ler('requester-side.md');

/** The text of a section from its heading to the next heading of the same or a higher level. */
function secao(texto: string, titulo: string): string {
  const linhas = texto.split('\n');
  const inicio = linhas.findIndex((l) => /^#+ /.test(l) && l.includes(titulo));
  expect(inicio, `section '${titulo}'`).toBeGreaterThanOrEqual(0);
  const nivel = linhas[inicio]!.indexOf(' ');
  const fim = linhas.findIndex((l, i) => i > inicio && /^#+ /.test(l) && l.indexOf(' ') <= nivel);
  return linhas.slice(inicio + 1, fim < 0 ? undefined : fim).join('\n');
}

/** The prose words that join a field list ('Optionally a and b, or c'), not fields. */
const PROSA = new Set(['Optionally', 'and', 'or', 'with']);

/** The field names a piece of the specification lists: parenthesised notes and prose words left out. */
function campos(texto: string): string[] {
  return (texto.replace(/\([^)]*\)/g, '').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).filter((p) => !PROSA.has(p));
}

/** The fields after `rotulo` on the line of `texto` that starts with it ('Fields:', '- Sent:', '- Favourite:'). */
function linha(texto: string, rotulo: string): string[] {
  const achada = texto.split('\n').find((l) => l.startsWith(rotulo));
  expect(achada, `line '${rotulo}'`).toBeDefined();
  return campos(achada!.slice(rotulo.length));
}

/** The fields of the sub-items below a bullet ('- RPH print:' then '  - a, b.'), less the lines named in `salvo`. */
function subitens(texto: string, rotulo: string, salvo: readonly string[] = []): string[] {
  const linhas = texto.split('\n');
  const inicio = linhas.findIndex((l) => l.startsWith(rotulo));
  expect(inicio, `bullet '${rotulo}'`).toBeGreaterThanOrEqual(0);
  const fim = linhas.findIndex((l, i) => i > inicio && !l.startsWith('  '));
  return linhas
    .slice(inicio + 1, fim)
    .filter((l) => !salvo.some((s) => l.trimStart().startsWith(`- ${s}`)))
    .flatMap((l) => campos(l.replace(/^\s*- [A-Za-z ]+: /, '')));
}

/** The fields in braces after a call of requester-side.md §7 ('PUT /x {a, b}'). */
function chamada(texto: string, metodoECaminho: string): string[] {
  const achada = texto.split('\n').find((l) => l.includes(metodoECaminho));
  expect(achada, `call '${metodoECaminho}'`).toBeDefined();
  const corpo =
    /\{([^}]*)\}\.?$/.exec(achada!) ?? /\(multipart: ([^)]*)\)/.exec(achada!) ?? /, with ([^.]*)\./.exec(achada!);
  expect(corpo, `fields of '${metodoECaminho}'`).not.toBeNull();
  return campos(corpo![1]!.replace(/: .*$/, ''));
}

const w3 = secao(WIZARDS, '3. Entities and their fields');
const w7 = secao(WIZARDS, '7. ');
const r3 = secao(REQUESTER, '3. Entities and their fields');
const r7 = secao(REQUESTER, '7. The calls it makes');
const outros = secao(w3, 'Other request-related records');
const payloads = r3.slice(r3.indexOf('**Payloads:**'));

/** Each mock list: the specification's text of it and the app's own list of the same write. */
const LISTAS: readonly [string, readonly string[], string[], readonly string[]][] = [
  ['PEDIDO', C.PEDIDO, linha(secao(w3, 'Surgical request (pedidoCirurgia)'), 'Fields:'), PEDIDO_CAMPOS],
  ['DEMANDA', C.DEMANDA, linha(secao(w3, 'Demand (demanda)'), 'Fields:'), wizard.DEMANDA_CAMPOS],
  ['ITEM_DEMANDA', C.ITEM_DEMANDA, linha(secao(w3, 'Demand item'), 'Fields:'), wizard.ITEM_DEMANDA_CAMPOS],
  ['ITEM_PEDIDO', C.ITEM_PEDIDO, linha(secao(w3, 'Request item'), 'Fields:'), wizard.ITEM_PEDIDO_CAMPOS],
  [
    'ITEM_OPCIONAIS',
    C.ITEM_OPCIONAIS,
    campos(/Optionally (.*)$/m.exec(secao(w3, 'Request item'))![1]!),
    wizard.ITEM_OPCIONAIS,
  ],
  ['PACIENTE', C.PACIENTE, linha(secao(w3, 'Patient, sent'), 'Fields:'), wizard.PACIENTE_CAMPOS],
  ['NOVO_PACIENTE', C.NOVO_PACIENTE, linha(secao(w3, 'New patient'), 'Fields:'), wizard.NOVO_PACIENTE_CAMPOS],
  ['ATENDIMENTO', C.ATENDIMENTO, linha(secao(w3, 'Attendance'), '- Sent:'), wizard.ATENDIMENTO_CAMPOS],
  ['INTERNACAO', C.INTERNACAO, linha(secao(w3, 'Admission'), '- Sent:'), wizard.INTERNACAO_CAMPOS],
  ['AGENDAMENTO', C.AGENDAMENTO, linha(secao(w3, 'Room booking'), 'Fields:'), escritas.AGENDAMENTO_CAMPOS],
  [
    'ALTERACAO_STATUS',
    C.ALTERACAO_STATUS,
    linha(outros, '- Status change (manager):'),
    escritas.ALTERACAO_STATUS_CAMPOS,
  ],
  [
    'FINALIZAR_DEMANDA',
    C.FINALIZAR_DEMANDA,
    linha(outros, '- Finalise-demand payload:'),
    wizard.FINALIZAR_DEMANDA_CAMPOS,
  ],
  // The note's id is the record's: the write sends the others (§3 'Demand note: anotacao, demanda, id').
  [
    'ANOTACAO_DEMANDA',
    C.ANOTACAO_DEMANDA,
    linha(outros, '- Demand note:').filter((c) => c !== 'id'),
    escritas.ANOTACAO_DEMANDA_CAMPOS,
  ],
  // The note's dataInclusao and id are the record's (§3 'Note (anotacao)').
  [
    'ANOTACAO',
    C.ANOTACAO,
    linha(outros, '- Note (anotacao):').filter((c) => c !== 'id' && c !== 'dataInclusao'),
    ANOTACAO_CAMPOS,
  ],
  ['LOG', C.LOG, linha(outros, '- Log entry:'), escritas.LOG_CAMPOS],
  ['PARECER', C.PARECER, linha(secao(w3, 'Technical-area records'), '- Opinion sent:'), PARECER_CAMPOS],
  ['REJEICAO', C.REJEICAO, chamada(w7, 'PUT /api/cancelarPedidoMotivo/{id}'), REJEICAO_CAMPOS],
  ['LOGIN', C.LOGIN, chamada(w7, 'POST /api/loginDemanda'), LOGIN_CAMPOS],
  ['FAVORITAR', C.FAVORITAR, linha(payloads, '- Favourite:'), pedidos.FAVORITAR_CAMPOS],
  ['CANCELAR_PEDIDO', C.CANCELAR_PEDIDO, linha(payloads, '- Cancellation:'), pedidos.CANCELAR_PEDIDO_CAMPOS],
  ['CANCELAR_DEMANDA', C.CANCELAR_DEMANDA, linha(payloads, '- Demand cancellation:'), escritas.CANCELAR_DEMANDA_CAMPOS],
  [
    'INCLUIR_POR_FAVORITO',
    C.INCLUIR_POR_FAVORITO,
    linha(payloads, '- Create from favourite:'),
    pedidos.INCLUIR_POR_FAVORITO_CAMPOS,
  ],
  [
    'INCLUIR_POR_DEMANDA',
    C.INCLUIR_POR_DEMANDA,
    linha(payloads, '- Create from demand:'),
    escritas.INCLUIR_POR_DEMANDA_CAMPOS,
  ],
  ['AVISO', C.AVISO, linha(payloads, '- Surgery notice:'), AVISO_CAMPOS],
  ['RPH', C.RPH, subitens(payloads, '- RPH print:', ['Answer options']), RPH_CAMPOS],
  [
    'AIH_PACIENTE',
    C.AIH_PACIENTE,
    linha(payloads.split('- AIH request:')[1]!.replace(/^\s+/gm, ''), '- Patient:'),
    Object.keys(aihPacienteShape),
  ],
  ['AIH', C.AIH, subitens(payloads, '- AIH request:', ['Patient']), AIH_CAMPOS],
  [
    'INTERNACAO_IMPRESSAO',
    C.INTERNACAO_IMPRESSAO,
    chamada(r7, 'PUT /api/dadosImpressaoPedidoInternacao/'),
    INTERNACAO_IMPRESSAO_CAMPOS,
  ],
  ['PROBLEMA', C.PROBLEMA, chamada(r7, 'POST /api/enviarEmailInformarProblema'), PROBLEMA_CAMPOS],
  ['DOCUMENTO', C.DOCUMENTO, chamada(r7, 'POST /api/documento '), escritas.DOCUMENTO_CAMPOS],
];

const ordenada = (l: readonly string[]) => [...l].sort();

describe('each write’s documented fields in the mock', () => {
  it.each(LISTAS.map(([nome, mock, spec]) => [nome, mock, spec] as const))(
    '%s is the specification’s list',
    (_nome, mock, spec) => {
      expect(spec.length).toBeGreaterThan(0);
      expect(ordenada(mock)).toEqual(ordenada(spec));
    },
  );

  it.each(LISTAS.map(([nome, mock, , app]) => [nome, mock, app] as const))(
    'the app’s list of %s names the same fields',
    (_nome, mock, app) => {
      expect(ordenada(app)).toEqual(ordenada(mock));
    },
  );

  it('every write the mock checks is a call endpoints.tsv names', () => {
    const chamadas = new Set(
      ler('endpoints.tsv')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split('\t'))
        .map(([metodo, caminho, backend]) => `${backend} ${metodo} ${caminho!.replace(/\{[^}]+\}/g, ':p')}`),
    );
    const fora = ESCRITAS_DO_CONTRATO.map(
      (e) => `${e.backend} ${e.method} ${e.path.replace(/:[A-Za-z]+/g, ':p')}`,
    ).filter((e) => !chamadas.has(e));
    expect(fora).toEqual([]);
  });
});
