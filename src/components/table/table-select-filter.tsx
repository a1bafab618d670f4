import { Dropdown } from 'primereact/dropdown';
import { useRef } from 'react';
import { useTabMovesOn } from '@/components/form/use-tab-moves-on';

interface TableSelectFilterProps {
  id: string;
  placeholder: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

/** A column's picker filter (a description from a catalogue); Tab on its open list moves on without choosing. */
export function TableSelectFilter({ id, placeholder, value, options, onChange }: TableSelectFilterProps) {
  const dropdown = useRef<Dropdown>(null);
  const tab = useTabMovesOn(dropdown);
  return (
    // Only to hear the keys (the panel's too, through the portal); the bar lays out the Dropdown as before.
    <span style={{ display: 'contents' }} onKeyDownCapture={tab.onKeyDownCapture}>
      <Dropdown
        ref={dropdown}
        inputId={id}
        placeholder={placeholder}
        value={value || null}
        options={[...options]}
        onChange={(e) => onChange(typeof e.value === 'string' ? e.value : '')}
        onShow={tab.reset}
        onHide={tab.reset}
        filter={options.length > 10}
        showClear
      />
    </span>
  );
}
