import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { estadoDaLinha } from '@/api/escritas/model/estado-do-pedido';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DropdownField } from '@/components/form/dropdown-field';
import { useAlterarStatus } from '../api/escritas-gerente';
import { useEscrita } from '@/components/dialogs/use-escrita';
import { deslocarInternacao } from '@/lib/dates/deslocar-internacao';
import type { LinhaGerente } from '../model/linhas';
import { internacaoBloqueada, statusInicial } from '../model/status-inicial';
import { statusPayload, tipoStatus, validarStatus, type StatusForm, type StatusRegras } from '../model/status-form';
import { StatusCampos } from './status-campos';
import { useLeiturasOpme } from '../hooks/use-leituras-opme';
import { useProntidaoConfig } from '../hooks/use-prontidao-config';
import { avisoDeFinalizacao, logDaFinalizacao, pareceresEmFalta } from '../model/pareceres-em-falta';

const CAMPOS = ['status', 'motivo', 'dataCirurgia', 'dataInternacao'] as const;

/** 'Selecione o Novo Status': the statuses of listarStatusAposPedido, with the FINALIZADO and REAGENDADO forms. */
export function StatusDialog({ row, onClose }: { row: LinhaGerente; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery()).data;
  const recursos = useQuery(configuracoesRecursoQuery()).data;
  const statuses = useCatalogue('listarStatusAposPedido').data ?? [];
  const motivos = useCatalogue('motivoReagendamento').data ?? [];
  const toast = useToast();
  const mutation = useAlterarStatus(profissional);
  const { escrever, aviso } = useEscrita(onClose);
  // What the user decides on is what the row showed when the dialog opened.
  const [visto] = useState(() => estadoDaLinha(row));
  const regras: StatusRegras = {
    statusFinalizado: config?.statusFinalizado,
    statusReagendado: config?.statusReagendado,
    semInternacao: internacaoBloqueada(
      row.modalidadeAtendimento?.recursosBloqueados,
      recursos?.recursosBloqueados,
      recursos?.recursoInternacao,
    ),
  };
  const { control, handleSubmit, watch, getValues, setValue, setError } = useForm<StatusForm>({
    defaultValues: statusInicial(row),
  });
  const tipo = tipoStatus(watch('status'), regras);
  // FINALIZADO asks again while Prontidão's rules find an opinion missing (docs/decisions.md 'Finalising with
  // opinions missing'); the OPME reads are this request's, as the view reads them.
  const prontidao = useProntidaoConfig();
  const linhas = useMemo(() => [row], [row]);
  const opme = useLeiturasOpme(tipo === 'finalizado' && !prontidao.lendo ? linhas : undefined, prontidao.config);
  const falta = pareceresEmFalta({ ...row, opme: opme.get(row.id) ?? 'verificando' }, prontidao.config);
  const pergunta = tipo === 'finalizado' ? avisoDeFinalizacao(falta) : null;
  const [perguntado, setPerguntado] = useState<string | null>(null);

  // Moving the surgery date moves the admission by the same number of days (§4).
  const cirurgiaAntes = useRef(getValues('dataCirurgia'));
  useEffect(() => {
    const sub = watch((values, { name }) => {
      if (name !== 'dataCirurgia') return;
      const nova = values.dataCirurgia ?? '';
      setValue('dataInternacao', deslocarInternacao(cirurgiaAntes.current, nova, values.dataInternacao ?? ''));
      if (nova) cirurgiaAntes.current = nova;
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);

  const logDaFinalizacaoOu = (nome: string) => (tipo === 'finalizado' ? logDaFinalizacao(nome, falta) : nome);
  const salvar = handleSubmit((form) => {
    const erros = validarStatus(form, regras);
    const invalidos = CAMPOS.filter((campo) => erros[campo] !== undefined);
    for (const campo of invalidos) setError(campo, { message: erros[campo] });
    if (invalidos.length) return;
    if (erros.atencao) {
      toast.warn(erros.atencao, { summary: 'Atenção!', life: TOAST_MS.longWarning });
      return;
    }
    if (pergunta && perguntado !== pergunta) {
      setPerguntado(pergunta);
      return;
    }
    const nome = statuses.find((s) => s.id === form.status)?.descricao ?? '';
    const motivo = motivos.find((m) => m.id === form.motivo)?.descricao ?? '';
    return escrever(
      'status',
      () =>
        mutation.mutateAsync({
          pedidoId: row.id,
          payload: statusPayload(form, regras, profissional.profissional_id),
          log: tipo === 'reagendado' ? `REAGENDAMENTO - ${motivo}` : logDaFinalizacaoOu(nome),
          inicioCirurgia: tipo === 'reagendado' ? form.dataCirurgia : null,
          visto,
        }),
      `Status do pedido nº ${row.codigo} alterado para ${nome}.`,
    );
  });

  return (
    <AppDialog
      header="Selecione o Novo Status"
      onClose={onClose}
      busy={mutation.isPending}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose },
        { label: 'Salvar', onClick: () => void salvar(), loading: mutation.isPending },
      ]}
    >
      <form onSubmit={(e) => void salvar(e)} noValidate>
        <p>Pedido nº {row.codigo}</p>
        <DropdownField
          control={control}
          name="status"
          label="Novo status"
          options={statuses}
          optionLabel={(s) => s.descricao}
          optionValue={(s) => s.id}
          required
        />
        <StatusCampos control={control} tipo={tipo} semInternacao={regras.semInternacao} />
        {pergunta && perguntado === pergunta ? (
          <p className="dialog-falha" role="alert">
            {pergunta} Pressione Salvar de novo para finalizar.
          </p>
        ) : null}
        {aviso}
      </form>
    </AppDialog>
  );
}
