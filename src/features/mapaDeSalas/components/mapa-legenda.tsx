import { Legenda } from '@/components/data/legenda';

const ITENS = [
  { marca: <span className="mapa-legenda__cor mapa__cirurgia" />, rotulo: 'Cirurgia' },
  { marca: <span className="mapa-legenda__cor mapa__intervalo" />, rotulo: 'Intervalo de uso da sala' },
];

/** The map's colours in words: green surgeries, red setup time (wizards-and-management.md §2 'Operating-room map'). */
export function MapaLegenda() {
  return <Legenda titulo="Legenda do mapa" itens={ITENS} />;
}
