import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { DropdownField } from '@/components/form/dropdown-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { salvarRph, useSalvarImpressao } from '../api/salvar-impressao';
import { TEXTO_MAX } from '../model/campos';
import {
  ANTECEDENTES,
  RESPOSTAS,
  RPH_VAZIO,
  rphPayload,
  rphSchema,
  VALORES,
  type RphForm,
  type RphValues,
} from '../model/rph';
import { DataFuturaField } from './data-futura-field';
import { PrintFormDialog, type PrintFormProps } from './print-form-dialog';
import { useImprimir } from './use-imprimir';

/** Produtos Hemoterápicos (RPH): the transfusion request's clinical data, saved, then the request opens. */
export function RphDialog({ pedidoId, codigo, documentPath, onClose }: PrintFormProps) {
  const programada = useQuery(configuracoesQuery()).data?.tipoTransfusaoProgramada;
  const tipos = useCatalogue('tipoTransfusao').data ?? [];
  const mutation = useSalvarImpressao(salvarRph);
  const impressao = useImprimir(documentPath, onClose);
  const schema = useMemo(() => rphSchema(programada), [programada]);
  const { control, handleSubmit } = useForm<RphForm, unknown, RphValues>({
    resolver: zodResolver(schema),
    defaultValues: RPH_VAZIO,
  });
  const [transfusao, tipo] = useWatch({ control, name: ['antecedenteTransfusao', 'idTipoTransfusao'] });
  const submit = handleSubmit(
    (values) => impressao.imprimir(() => mutation.mutateAsync({ pedidoId, body: rphPayload(values, programada) })),
    impressao.recusado,
  );
  return (
    <PrintFormDialog
      header={`Produtos Hemoterápicos — pedido nº ${codigo}`}
      busy={mutation.isPending}
      impressao={impressao}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="impressao-form__wide">
        <TextAreaField
          control={control}
          name="indicacaoTransfusao"
          label="Indicação da transfusão"
          required
          maxLength={TEXTO_MAX}
          showCount
          focusOnOpen
        />
      </div>
      {VALORES.map(([name, label]) => (
        <TextField key={name} control={control} name={name} label={label} required inputMode="decimal" maxLength={12} />
      ))}
      <RadioGroupField
        control={control}
        name="antecedenteGestacao"
        label="Gestações anteriores"
        options={RESPOSTAS}
        required
      />
      <RadioGroupField
        control={control}
        name="antecedenteTransfusao"
        label="Transfusões anteriores"
        options={RESPOSTAS}
        required
      />
      {transfusao === 'S'
        ? ANTECEDENTES.map(([name, label]) => (
            <TextField key={name} control={control} name={name} label={label} required maxLength={TEXTO_MAX} />
          ))
        : null}
      <DropdownField
        control={control}
        name="idTipoTransfusao"
        label="Tipo de transfusão"
        options={tipos}
        optionLabel={(t) => t.descricao}
        optionValue={(t) => t.id}
        placeholder="Selecione o tipo"
        required
      />
      {programada && tipo === programada ? <DataFuturaField control={control} /> : null}
    </PrintFormDialog>
  );
}
