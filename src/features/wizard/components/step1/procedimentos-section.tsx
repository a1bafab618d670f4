import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ModeloPedido, Procedimento } from '@/api/catalogues/schemas';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { DropdownField } from '@/components/form/dropdown-field';
import { checkDailyStays } from '@/lib/br/daily-stays';
import { allowed, durationBounds } from '../../model/allowed';
import { checkDuration, checkSequential, DEFAULT_DURATION, durationLocked, hasOwnDuration } from '../../model/duration';
import type { WizardForm } from '../../model/form';
import { MSG } from '../../model/messages';
import { DuplicateDialog } from './duplicate-dialog';
import { QuantityDialog } from './quantity-dialog';
import { useProcedureFlow } from './use-procedure-flow';

interface Props {
  form: UseFormReturn<WizardForm>;
  procedimentos: readonly Procedimento[];
  modelo: ModeloPedido | null;
  eletivo: boolean;
}

const label = (p: Procedimento) => `${p.codigo} - ${p.descricao}${p.duracao ? ` (${p.duracao} min)` : ''}`;

/** Procedimentos Cirúrgicos: main and secondary procedures, estimated duration and expected daily stays. */
export function ProcedimentosSection({ form, procedimentos, modelo, eletivo }: Props) {
  const { control } = form;
  const opcoes = allowed(procedimentos, modelo?.procedimentosPermitidos);
  const flow = useProcedureFlow(form, procedimentos, { comModelo: Boolean(modelo), eletivo });
  const [principalId, secundarios, quantidade] = useWatch({ control, name: ['procedimentoPrincipal', 'secundarios', 'quantidadePrincipal'] });
  const duracao = useController({ control, name: 'duracaoEstimada' });
  const diarias = useController({ control, name: 'diariasPrevistas' });
  const [diariasTexto, setDiariasTexto] = useState(() => (diarias.field.value === null ? '' : String(diarias.field.value)));
  const [alerta, setAlerta] = useState<string | null>(null);
  const principal = flow.byId(principalId);
  const bounds = durationBounds(modelo);
  const locked = durationLocked(principal, bounds);
  const problema = checkDuration(duracao.field.value, principal, bounds) ?? checkSequential(principal, secundarios.length);
  const shownDiarias = diarias.field.value === null ? diariasTexto : String(diarias.field.value);

  return (
    <section className="card wizard-section" aria-labelledby="titulo-procedimentos">
      <h2 id="titulo-procedimentos">Procedimentos Cirúrgicos</h2>
      <div className="form-grid">
        <DropdownField control={control} name="procedimentoPrincipal" label="Procedimento principal" options={opcoes} optionLabel={label} optionValue={(p) => p.id} filter onPicked={(v) => flow.pickMain(typeof v === 'number' ? v : null)} helpText={principal ? `Quantidade: ${quantidade}` : undefined} />
        <div className="field">
          <label htmlFor="procedimentos-secundarios">Procedimentos secundários</label>
          <MultiSelect
            inputId="procedimentos-secundarios"
            value={secundarios.map((s) => s.id)}
            options={opcoes.filter((p) => p.id !== principalId).map((p) => ({ label: label(p), value: p.id }))}
            display="chip"
            filter
            placeholder="Selecione"
            selectedItemTemplate={(id: number) => {
              const s = secundarios.find((x) => x.id === id);
              const p = flow.byId(id);
              return p ? `${p.codigo} (${s?.quantidade ?? 1})` : null;
            }}
            onChange={(e) => flow.pickSecondaries(Array.isArray(e.value) ? e.value.filter((v): v is number => typeof v === 'number') : [])}
            className="w-full"
          />
        </div>
        <div className="field">
          <label htmlFor="duracao-estimada">Duração estimada (minutos)</label>
          <InputText
            id="duracao-estimada"
            inputMode="numeric"
            maxLength={4}
            disabled={locked}
            value={duracao.field.value === null ? '' : String(duracao.field.value)}
            aria-describedby="duracao-ajuda"
            onChange={(e) => {
              if (e.target.value.includes('-')) setAlerta(MSG.negativo);
              const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
              duracao.field.onChange(digits ? Number(digits) : null);
            }}
          />
          <small id="duracao-ajuda" className={problema ? 'field__error' : 'field__help'} role={problema ? 'alert' : undefined}>
            {problema ?? (duracao.field.value !== null && duracao.field.value < DEFAULT_DURATION && !hasOwnDuration(principal) ? MSG.abaixo120 : `Mínimo de ${DEFAULT_DURATION} minutos, exceto procedimentos com duração própria.`)}
          </small>
        </div>
        <div className="field">
          <label htmlFor="diarias-previstas">Diárias Previstas</label>
          <InputText
            id="diarias-previstas"
            inputMode="numeric"
            value={shownDiarias}
            onChange={(e) => {
              const result = checkDailyStays(e.target.value);
              if (!result.ok) {
                setAlerta(result.message);
                return;
              }
              setDiariasTexto(e.target.value);
              diarias.field.onChange(result.value);
            }}
          />
        </div>
      </div>
      {flow.pending?.kind === 'duplicate' ? <DuplicateDialog pedidos={flow.pending.pedidos} onCancel={flow.duplicateCancel} onContinue={flow.duplicateContinue} /> : null}
      {flow.pending?.kind === 'quantity' ? <QuantityDialog titulo={label(flow.byId(flow.pending.id) ?? { id: 0, codigo: '', descricao: '', duracao: null, tempo: null })} onDone={flow.quantityDone} /> : null}
      <AttentionDialog message={alerta} onClose={() => setAlerta(null)} />
    </section>
  );
}
