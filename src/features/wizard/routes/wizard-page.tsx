import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { clearWizardDraft, readWizardDraft, saveWizardState, startWizardDraft } from '@/api/wizard-draft/draft-storage';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { createDraftPedido } from '../api/pedido-draft';
import { savePatientRecords } from '../api/save-patient';
import { Step0Paciente } from '../components/step0/step0-paciente';
import { Step1Solicitacao } from '../components/step1/step1-solicitacao';
import { InternacaoSection } from '../components/step2/internacao-section';
import { WizardStepper } from '../components/wizard-stepper';
import { usePendingMarks } from '../hooks/use-pending-marks';
import { useStepChecks } from '../hooks/use-step-checks';
import { useWizardDraftAutosave } from '../hooks/use-wizard-draft';
import { useWizardNavigation } from '../hooks/use-wizard-navigation';
import type { WizardForm } from '../model/form';
import { EMPTY_ADMISSION } from '../model/admission';
import { initialForm, isWizardForm } from '../model/initial-form';
import { MSG } from '../model/messages';
import { WIZARD_STEPS } from '../model/navigation';

const isMobileDevice = () => /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);

/** /admin/wizard: the request wizard (steps 0 Paciente and 1 Solicitação; 2–4 arrive with their issue). */
export function WizardPage() {
  const profissional = useRequiredProfissional();
  const navigate = useNavigate();
  const [draft] = useState(() => readWizardDraft());
  const seed = draft?.seed ?? {};
  const modelo = seed.modelo ?? null;
  const [pedido, setPedido] = useState(seed.pedido ?? null);
  const form = useForm<WizardForm>({
    // A draft from an older version may lack newer fields: the fresh form fills them.
    defaultValues: { ...initialForm(seed, profissional), ...(isWizardForm(draft?.state) ? draft.state : {}) },
  });
  const stepRef = useRef(draft?.step ?? (seed.idDemanda ? 1 : 0));
  const [erro, setErro] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [saving, setSaving] = useState(false);
  const stopAutosave = useWizardDraftAutosave(form, stepRef);
  const { checkStep, pendingOf, flags, procedimentos, admission } = useStepChecks(form, modelo);
  const markPending = usePendingMarks(form, pendingOf);
  useEffect(() => {
    // A modality that blocks the admission resource clears the admission data.
    if (!admission.clear) return;
    form.setValue('dataInternacao', EMPTY_ADMISSION.dataInternacao);
    form.setValue('motivoAntecipacao', EMPTY_ADMISSION.motivoAntecipacao);
    form.setValue('acomodacao', EMPTY_ADMISSION.acomodacao);
    form.setValue('leitoUTI', EMPTY_ADMISSION.leitoUTI);
  }, [admission.clear, form]);
  const onStepChange = useCallback(
    (step: number) => {
      stepRef.current = step;
      saveWizardState(form.getValues(), step);
    },
    [form],
  );
  const nav = useWizardNavigation(stepRef.current, checkStep, onStepChange, markPending);

  const config = useQuery(configuracoesQuery()).data;
  useEffect(() => {
    // Entered without defaults (reload of an old tab, direct link): the configuration's plan and character.
    if (!config) return;
    if (form.getValues('tipoPedido') === '0' && !form.getValues('paciente.convenio') && config.convenioPadrao) {
      form.setValue('paciente.convenio', config.convenioPadrao);
    }
    if (!form.getValues('carater') && config.caraterPadrao) form.setValue('carater', config.caraterPadrao);
  }, [config, form]);

  const creating = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    // With no stored request the wizard creates its draft request once (a write, not a load).
    if (pedido || creating.current) return;
    creating.current = true;
    createDraftPedido()
      .then((novo) => {
        if (!mounted.current) return;
        setPedido(novo);
        saveWizardState(form.getValues(), stepRef.current, { pedido: novo });
      })
      .catch((error: unknown) => setErro(`Erro ao criar o pedido: ${errorMessage(error)}`));
  }, [pedido, form]);

  const goTo = async (target: number, via: 'stepper' | 'button' = 'button') => {
    if (nav.active === 0 && target === 1 && !checkStep(0)) {
      setSaving(true);
      try {
        form.setValue('ids', await savePatientRecords(form.getValues()));
      } catch (error) {
        setErro(`Erro ao salvar os dados do paciente: ${errorMessage(error)}`);
        return;
      } finally {
        setSaving(false);
      }
    }
    nav.goTo(target, via);
  };

  const fromDemanda = (novo: { id: number; codigo: string }, idDemanda: number) => {
    // The request now comes from the demand: save at step 1 and reload onto it (nothing else may save meanwhile).
    stopAutosave();
    saveWizardState(form.getValues(), 1, { pedido: novo, idDemanda });
    window.location.reload();
  };

  const restart = () => {
    // The same draft request is kept; everything typed is discarded (and a demand is no longer being transformed).
    nav.closeRestart();
    startWizardDraft({ pedido, defaults: seed.defaults, modelo });
    form.reset(initialForm({ defaults: seed.defaults, modelo }, profissional));
    nav.force(0);
  };

  const last = nav.active === WIZARD_STEPS.length - 1;
  return (
    <section className="page wizard" aria-labelledby="titulo-pagina">
      <span id="centroWizard" />
      <div className="page-header">
        <h1 id="titulo-pagina">Pedido de Cirurgia nº {pedido?.codigo ?? '...'}</h1>
        <Button
          label="Cancelar pedido"
          icon="pi pi-times"
          severity="danger"
          outlined
          onClick={() => setConfirmCancel(true)}
        />
      </div>
      <WizardStepper active={nav.active} mobile={isMobileDevice()} onSelect={(i) => void goTo(i, 'stepper')} />
      <h2 className="wizard__step-title">{WIZARD_STEPS[nav.active]}</h2>
      {nav.active === 0 ? (
        <Step0Paciente form={form} onUseExisting={() => nav.force(1)} onDemanda={fromDemanda} />
      ) : null}
      {nav.active === 1 ? (
        <Step1Solicitacao form={form} modelo={modelo} procedimentos={procedimentos} flags={flags} />
      ) : null}
      {nav.active === 2 ? (
        <div className="wizard-step">
          <p className="card" role="status">
            A agenda de salas e a data sugerida da cirurgia ainda não estão disponíveis nesta versão.
          </p>
          <InternacaoSection form={form} modelo={modelo} disabled={admission.disabled} />
        </div>
      ) : null}
      {nav.active > 2 ? (
        <p className="card" role="status">
          A etapa {WIZARD_STEPS[nav.active]} ainda não está disponível nesta versão. Os dados informados nas etapas
          anteriores estão salvos neste rascunho.
        </p>
      ) : null}
      <div className="wizard__buttons">
        {nav.active > 0 ? (
          <Button label="Anterior" icon="pi pi-angle-left" outlined onClick={() => void goTo(nav.active - 1)} />
        ) : null}
        {last ? (
          <Button
            label="Enviar"
            icon="pi pi-send"
            disabled
            title="O envio chega com as etapas Cirurgia, Itens e Resumo."
          />
        ) : (
          <Button
            label="Próximo"
            icon="pi pi-angle-right"
            iconPos="right"
            loading={saving}
            onClick={() => void goTo(nav.active + 1)}
          />
        )}
      </div>
      <ConfirmDialog
        visible={nav.confirmRestart}
        header="Reiniciar pedido"
        onAccept={restart}
        onReject={nav.closeRestart}
      >
        {seed.idDemanda ? MSG.perderDadosDemanda : MSG.perderDados}
      </ConfirmDialog>
      <ConfirmDialog
        visible={confirmCancel}
        header="Cancelar pedido"
        onAccept={() => {
          stopAutosave();
          clearWizardDraft();
          navigate(paths.meusPedidos);
        }}
        onReject={() => setConfirmCancel(false)}
      >
        {MSG.cancelarPergunta}
      </ConfirmDialog>
      <AttentionDialog message={erro} onClose={() => setErro(null)} />
    </section>
  );
}
