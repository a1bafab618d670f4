import { Button } from 'primereact/button';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { alternarCentro } from '@/lib/filtros/toggles';
import './filtros-comuns.css';

interface Props {
  /** The professional's own centres, one button each. */
  centros: readonly number[];
  escolhidos: readonly number[];
  onChange: (centros: number[]) => void;
}

/** One toggle button per surgical centre; the last one chosen stays (wizards-and-management.md §4 'Filter toggles'). */
export function CentroToggles({ centros, escolhidos, onChange }: Props) {
  const nomes = useCatalogue('centroCirurgico').data ?? [];
  const nomeCentro = (id: number) => nomes.find((c) => c.id === id)?.departamento ?? `Centro ${id}`;
  return (
    <fieldset className="filtros-comuns__grupo">
      <legend>Centros cirúrgicos</legend>
      {centros.map((id) => (
        <Button
          key={id}
          type="button"
          label={nomeCentro(id)}
          outlined={!escolhidos.includes(id)}
          aria-pressed={escolhidos.includes(id)}
          size="small"
          onClick={() => onChange(alternarCentro(escolhidos, id))}
        />
      ))}
    </fieldset>
  );
}
