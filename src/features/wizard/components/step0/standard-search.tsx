import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
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
const NUMERIC: SearchKind[] = ['prontuario', 'faa', 'internacao'];

/** Standard search by prontuário, FAA, admission number or name; a failed search keeps the filters. */
export function StandardSearch({ onFound }: { onFound: (patients: LegacyPaciente[], kind: SearchKind) => void }) {
  const toast = useToast();
  const [filters, setFilters] = useState<Filters>({ prontuario: '', faa: '', internacao: '', nome: '' });
  const [busy, setBusy] = useState(false);

  const setNumeric = (kind: SearchKind, value: string) => {
    if (value.includes('-')) toast.warn(MSG.negativo, { life: TOAST_MS.patient });
    setFilters((f) => ({ ...f, [kind]: value.replace(/\D/g, '') }));
  };

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const kind = (['prontuario', 'faa', 'internacao', 'nome'] as const).find((k) => filters[k].trim());
    if (!kind) return toast.warn(MSG.informeFiltro, { life: TOAST_MS.patient });
    if (kind === 'nome' && filters.nome.trim().length < 10) return toast.warn(MSG.nomeMinimo, { life: TOAST_MS.patient });
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
      {NUMERIC.map((kind) => (
        <div className="field" key={kind}>
          <label htmlFor={`busca-${kind}`}>{{ prontuario: 'Prontuário', faa: 'FAA / Ficha de emergência', internacao: 'Nº da internação', nome: '' }[kind]}</label>
          <InputText id={`busca-${kind}`} inputMode="numeric" value={filters[kind]} onChange={(e) => setNumeric(kind, e.target.value)} />
        </div>
      ))}
      <div className="field search-grid__wide">
        <label htmlFor="busca-nome">Nome do paciente</label>
        <InputText
          id="busca-nome"
          value={filters.nome}
          onChange={(e) => setFilters((f) => ({ ...f, nome: e.target.value.toUpperCase() }))}
          aria-describedby="busca-nome-ajuda"
        />
        <small id="busca-nome-ajuda" className="field__help">Mínimo de 10 caracteres.</small>
      </div>
      <Button type="submit" label="Pesquisar" icon="pi pi-search" loading={busy} />
    </form>
  );
}
