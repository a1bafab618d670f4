import { Button } from 'primereact/button';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { alternarCentro } from '@/lib/filtros/toggles';
import './filtros-comuns.css';

interface Props {
  /** The professional's own centres (wizards-and-management.md §6: the centres offered are limited to them). */
  centros: readonly number[];
  escolhidos: readonly number[];
  onChange: (centros: number[]) => void;
}

/** The centre toggle buttons of the lists and the dashboard: pressed when chosen, never none (§4 'Filter toggles'). */
export function CentroToggles({ centros, escolhidos, onChange }: Props) {
  const nomesCentros = useCatalogue('centroCirurgico').data ?? [];
  const nomeCentro = (id: number) => nomesCentros.find((c) => c.id === id)?.departamento ?? `Centro ${id}`;
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
