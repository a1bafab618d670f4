import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Procedimento } from '@/api/catalogues/schemas';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { NumberField, type NumberReading } from '@/components/form/number-field';
import { checkDailyStays } from '@/lib/br/daily-stays';
import { allowed, durationBounds } from '../../model/allowed';
import { checkDuration, checkSequential, durationHint, durationLocked, isSequential } from '../../model/duration';
import { useWizardContext } from '../../hooks/wizard-context';
import { registroDoEnvio } from '../../model/escritas-do-envio';
import type { WizardForm } from '../../model/form';
import { MSG } from '../../model/messages';
import { DuplicateDialog } from './duplicate-dialog';
import { QuantityDialog } from './quantity-dialog';
import { useProcedureFlow } from './use-procedure-flow';

const readDigits = (text: string, max: number): NumberReading => {
  const digits = text.replace(/\D/g, '').slice(0, max);
  return { ok: true, value: digits === '' ? null : Number(digits) };
};

const label = (p: Procedimento) => `${p.codigo} - ${p.descricao}${p.duracao ? ` (${p.duracao} min)` : ''}`;

/** Procedimentos Cirúrgicos: main and secondary procedures, estimated duration and expected daily stays. */
export function ProcedimentosSection() {
  const { control } = useFormContext<WizardForm>();
  const {
    procedimentos,
    modelo,
    run,
    flags: { eletivo },
  } = useWizardContext();
  const opcoes = allowed(procedimentos, modelo?.procedimentosPermitidos);
  const flow = useProcedureFlow({ comModelo: Boolean(modelo), eletivo });
  const [principalId, secundarios, quantidade] = useWatch({
    control,
    name: ['procedimentoPrincipal', 'secundarios', 'quantidadePrincipal'],
  });
  const duracao = useWatch({ control, name: 'duracaoEstimada' });
  const [alerta, setAlerta] = useState<string | null>(null);
  const principal = flow.byId(principalId);
  const bounds = durationBounds(modelo);
  const locked = durationLocked(principal, bounds);
  const problemaDuracao = checkDuration(duracao, principal, bounds) ?? undefined;
  const problemaSequencial = checkSequential(principal, secundarios.length) ?? undefined;

  return (
    <section className="card wizard-section" aria-labelledby="titulo-procedimentos">
      <h2 id="titulo-procedimentos">Procedimentos Cirúrgicos</h2>
      <div className="form-grid">
        <DropdownField
          control={control}
          name="procedimentoPrincipal"
          label="Procedimento principal"
          required
          options={opcoes}
          optionLabel={label}
          optionValue={(p) => p.id}
          filter
          onPicked={(v) => flow.pickMain(typeof v === 'number' ? v : null)}
          helpText={principal ? `Quantidade: ${quantidade}` : undefined}
        />
        <MultiSelectField
          control={control}
          name="secundarios"
          label="Procedimentos secundários"
          required={isSequential(principal)}
          // The form keeps {id, quantidade} per secondary: the field shows the ids and the flow asks each quantity.
          values={secundarios.map((s) => s.id)}
          options={opcoes.filter((p) => p.id !== principalId)}
          optionLabel={label}
          optionValue={(p) => p.id}
          chipLabel={(id) => {
            const s = secundarios.find((x) => x.id === id);
            const p = flow.byId(id);
            return p ? `${p.codigo} (${s?.quantidade ?? 1})` : null;
          }}
          onPicked={flow.pickSecondaries}
          error={problemaSequencial}
        />
        <NumberField
          control={control}
          name="duracaoEstimada"
          label="Duração estimada (minutos)"
          maxLength={4}
          disabled={locked}
          read={(text) => (text.includes('-') ? { ok: false, message: MSG.negativo } : readDigits(text, 4))}
          onRefused={setAlerta}
          error={problemaDuracao}
          helpText={durationHint(principal, bounds) ?? undefined}
        />
        <NumberField
          control={control}
          name="diariasPrevistas"
          label="Diárias previstas"
          read={checkDailyStays}
          onRefused={setAlerta}
        />
      </div>
      {flow.pending?.kind === 'duplicate' ? (
        <DuplicateDialog
          pedidos={flow.pending.pedidos}
          registro={registroDoEnvio(run.submission.escritas)}
          onCancel={flow.duplicateCancel}
          onContinue={flow.duplicateContinue}
        />
      ) : null}
      {flow.pending?.kind === 'quantity' ? (
        <QuantityDialog
          titulo={label(flow.byId(flow.pending.id) ?? { id: 0, codigo: '', descricao: '', duracao: null, tempo: null })}
          onDone={flow.quantityDone}
        />
      ) : null}
      <AttentionDialog message={alerta} onClose={() => setAlerta(null)} />
    </section>
  );
}
