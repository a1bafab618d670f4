import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/http/api-error';
import { searchPatients, type SearchKind } from '../../api/patient-search';
import type { LegacyPaciente } from '../../api/schemas';
import { MSG } from '../../model/messages';

const NOT_FOUND: Record<SearchKind, string> = {
  prontuario: MSG.registroNaoEncontrado,
  faa: MSG.fichaNaoEncontrada,
  internacao: MSG.internacaoNaoEncontrada,
  nome: MSG.nomeNaoEncontrado,
};

type Filters = Record<SearchKind, string>;
const NUMERIC = [
  ['prontuario', 'Prontuário'],
  ['faa', 'FAA / Ficha de emergência'],
  ['internacao', 'Nº da internação'],
] as const;
const EMPTY: Filters = { prontuario: '', faa: '', internacao: '', nome: '' };

/** Standard search by prontuário, FAA, admission number or name; a failed search keeps the filters. */
export function StandardSearch({ onFound }: { onFound: (patients: LegacyPaciente[], kind: SearchKind) => void }) {
  const toast = useToast();
  const { control, getValues } = useForm<Filters>({ defaultValues: EMPTY });
  const [busy, setBusy] = useState(false);

  const numeric = (value: string) => {
    if (value.includes('-')) toast.warn(MSG.negativo, { life: TOAST_MS.patient });
    return value.replace(/\D/g, '');
  };

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const filters = getValues();
    const kind = (['prontuario', 'faa', 'internacao', 'nome'] as const).find((k) => filters[k].trim());
    if (!kind) return toast.warn(MSG.informeFiltro, { life: TOAST_MS.patient });
    if (kind === 'nome' && filters.nome.trim().length < 10)
      return toast.warn(MSG.nomeMinimo, { life: TOAST_MS.patient });
    setBusy(true);
    try {
      const found = await searchPatients(kind, filters[kind].trim());
      if (!found.length) toast.warn(NOT_FOUND[kind], { life: TOAST_MS.patient });
      else onFound(found, kind);
    } catch (error) {
      toast.error(`Falha na pesquisa de pacientes: ${errorMessage(error)}`, { life: TOAST_MS.patient });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="search-grid" onSubmit={(e) => void search(e)} aria-label="Pesquisa de paciente">
      {NUMERIC.map(([kind, label]) => (
        <TextField key={kind} control={control} name={kind} label={label} inputMode="numeric" transform={numeric} />
      ))}
      <TextField
        control={control}
        name="nome"
        label="Nome do paciente"
        transform={(v) => v.toUpperCase()}
        helpText="Mínimo de 10 caracteres."
      />
      <Button type="submit" label="Pesquisar" icon="pi pi-search" loading={busy} />
    </form>
  );
}
