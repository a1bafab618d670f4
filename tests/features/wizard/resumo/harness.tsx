import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { createDraftPedido } from '@/features/wizard/api/pedido-draft';
import { ResumoStep } from '@/features/wizard/components/resumo/resumo-step';
import { useSubmission } from '@/features/wizard/hooks/use-submission';
import { WizardContext, type WizardContextValue } from '@/features/wizard/hooks/wizard-context';
import { NOVO_PEDIDO } from '@/features/wizard/runs/novo-pedido';
import { emptyWizardForm, EMPTY_ITENS, type WizardForm } from '@/features/wizard/model/form';
import type { StepCheckContext } from '@/features/wizard/model/step-context';
import { setDialect, type Dialect } from '@mocks/dialect';
import { chamadasDaqui, type Chamada } from '@mocks/journal';
import { clearWizardDraft } from '@/features/wizard/draft/draft-storage';
import { signInAs } from '../../../utils/render-app';
import { pessoasDe } from '../pessoas-de';

const JOELHO = {
  id: 6,
  codigo: '0408050497',
  descricao: 'ARTROPLASTIA TOTAL PRIMARIA DO JOELHO',
  duracao: 240,
  tempo: 5,
};

/** A team model that approves its requests automatically (§3 'Model request'). */
export const MODELO_APROVACAO: ModeloPedido = {
  id: 77,
  descricao: 'ARTROPLASTIA DE JOELHO',
  equipe: 1,
  campanha: null,
  centroCirurgicoPadrao: null,
  centrosCirurgicosPermitidos: [],
  caraterAtendimentoPadrao: null,
  caracteresAtendimentoPermitidos: [],
  lateralidadePadrao: null,
  lateralidadesPermitidas: [],
  cidPrincipalPadrao: null,
  cidsPermitidos: [],
  tipoAcomodacaoPadrao: null,
  tiposAcomodacaoPermitidos: [],
  motivoAntecipacaoPadrao: null,
  motivosAntecipacaoPermitidos: [],
  tipoAnestesiaPadrao: null,
  tiposAnestesiaPermitidos: [],
  procedimentoPrincipalPadrao: null,
  procedimentosPermitidos: [],
  itensPermitidos: [],
  duracaoEstimadaMinima: null,
  duracaoEstimadaMaxima: null,
  diariasPrevistasMinima: null,
  diariasPrevistasMaxima: null,
  necessitaLeito: null,
  SLA: null,
  perspectivaValidacaoDosDias: null,
  aprovacaoAutomatica: true,
};

export const contexto = (extra: Partial<WizardContextValue> = {}): WizardContextValue => ({
  run: NOVO_PEDIDO,
  pedido: { id: 5000, codigo: '2026500' },
  modelo: null,
  procedimentos: [JOELHO],
  flags: { eletivo: true, textosObrigatorios: true, avaliacaoPermitida: true },
  admission: { disabled: false, clear: false },
  idDemanda: null,
  pessoas: pessoasDe('carlos.mendes'),
  ...extra,
});

const checkContext = (ctx: WizardContextValue): StepCheckContext => ({
  modelo: ctx.modelo,
  procedimentos: ctx.procedimentos,
  ambulatorial: false,
  internado: false,
  eletivo: ctx.flags.eletivo,
  admission: ctx.admission,
});

/** A complete elective request: knee replacement on Monday 30/11 07:00 in room 1, with items of three groups. */
export const PEDIDO_COMPLETO: WizardForm = {
  ...emptyWizardForm(),
  paciente: {
    ...emptyWizardForm().paciente,
    nome: 'MARIA APARECIDA DE SOUZA',
    numeroProntuario: '100200',
    dataNascimento: '1958-03-14',
    sexo: 'F',
    telefone: '1432221234',
    celular: '14991234567',
    peso: '72',
    convenio: 1,
  },
  atendimento: {
    seq: 1,
    data: '2026-11-20T09:30:00',
    faa: '300101',
    carater: 'ELETIVO',
    caraterId: 1,
    centroCusto: '',
  },
  ids: { paciente: 11, atendimento: 12, internacao: null },
  procedimentoPrincipal: 6,
  duracaoEstimada: 240,
  diariasPrevistas: 3,
  responsavel: 101,
  centro: 1,
  carater: 1,
  modalidade: 1,
  lateralidade: 'D',
  indicacao: 'GONARTROSE PRIMÁRIA COM DOR INCAPACITANTE',
  prioridade: 1,
  cidPrincipal: 6,
  oncologica: '2',
  tipoAnestesia: 2,
  acomodacao: 1,
  dataHoraSugerida: '2026-11-30T07:00:00',
  dataInternacao: '2026-11-29T07:00',
  agendamento: { inicio: '2026-11-30T07:00:00', fim: '2026-11-30T11:00:00', sala: 1, id: null },
  itens: {
    ...EMPTY_ITENS,
    opme: [{ id: 602, quantidade: 1, unidadeMedida: null, itemEventual: false, justificativaEventual: '' }],
    hemocomponentes: [{ id: 401, quantidade: 2, unidadeMedida: 3, itemEventual: false, justificativaEventual: '' }],
    equipamentos: [{ id: 503, quantidade: 4, unidadeMedida: null, itemEventual: false, justificativaEventual: '' }],
  },
};

/** The Enviar button as the wizard's buttons render it: the hook and its 'Atenção!' dialog. */
function Enviar({ form, ctx }: { form: UseFormReturn<WizardForm>; ctx: WizardContextValue }) {
  const { enviar, enviando, erro, fecharErro } = useSubmission({
    form,
    wizard: ctx,
    checkContext: checkContext(ctx),
    encerrar: clearWizardDraft,
  });
  return (
    <>
      <Button label="Enviar" loading={enviando} onClick={() => void enviar()} />
      <AttentionDialog message={erro} onClose={fecharErro} />
    </>
  );
}

/**
 * Renders `ui` (and Enviar) at /admin/wizard inside the wizard's FormProvider and context, as carlos.mendes, with
 * Meus Pedidos as the only other route.
 */
export function renderResumo(ui: ReactNode, values: WizardForm, ctx: WizardContextValue) {
  signInAs('carlos.mendes');
  function Harness() {
    const form = useForm<WizardForm>({ defaultValues: values });
    return (
      <FormProvider {...form}>
        <WizardContext.Provider value={ctx}>
          {ui}
          <Enviar form={form} ctx={ctx} />
        </WizardContext.Provider>
      </FormProvider>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/admin/wizard', element: <Harness /> },
      { path: '/admin/meusPedidos', element: <h1>Meus Pedidos</h1> },
    ],
    { initialEntries: ['/admin/wizard'] },
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}

/** A blank draft request on the mock back-end (POST /api/pedidoCirurgia), as the wizard creates on entry. */
export async function novoPedido(): Promise<{ id: number; codigo: string }> {
  signInAs('carlos.mendes');
  const { id, codigo } = await createDraftPedido();
  return { id, codigo: String(codigo) };
}

export type { Chamada };

/** The writes the back-ends receive from now on, in order, with their bodies (the mock's journal, mocks/journal.ts). */
/** The lists read by POST, their filters in the body (§7 'Manager and checklist'): reads, not writes. */
const LISTA_POR_POST = /^\/api\/(pedidoCirurgiaGerenteCentroCirurgico|pedidoCirurgiaChecklist)(\/|$)/;

export function gravarEscritas() {
  const desde = chamadasDaqui();
  let ate: number | undefined;
  // The screen opened after a write may start its list at once (the router starts it with the screen's code).
  const escritas = () => desde().filter((c) => c.method !== 'GET' && !LISTA_POR_POST.test(c.path));
  return {
    chamadas: () => Promise.resolve(escritas().slice(0, ate)),
    /** What comes after is not the test's (e.g. the screen's reload after the last write). */
    parar: () => {
      ate = escritas().length;
    },
  };
}

/** The enclosing describe's tests run against mock dialect `dialect` (the default one again after each). */
export function usarDialeto(dialect: Dialect) {
  beforeEach(() => setDialect(dialect));
}

export const rota = (c: Chamada) => `${c.method} ${c.path}`;

/** Enviar on `values` until Meus Pedidos shows; the writes the back-ends received, in order. */
export async function enviarAteMeusPedidos(values: WizardForm, ctx: WizardContextValue): Promise<Chamada[]> {
  const escritas = gravarEscritas();
  const { user } = renderResumo(<ResumoStep />, values, ctx);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByRole('heading', { name: 'Meus Pedidos' });
  return escritas.chamadas();
}
