import { Tooltip } from 'primereact/tooltip';

/**
 * One tooltip for every element matching `target` that carries a `data-pr-tooltip` text: a table of hundreds of
 * dots needs one PrimeReact Tooltip, not one each.
 */
export function SharedTooltip({ target }: { target: string }) {
  return <Tooltip target={target} position="top" showDelay={150} className="shared-tooltip" />;
}
