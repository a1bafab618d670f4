import { SLA_VISUAL, type SlaClasse } from '../model/sla';

/** The SLA dot: green 'no prazo', gold 'expirando', red 'fora do prazo' (named for screen readers, never colour alone). */
export function SlaDot({ sla }: { sla: SlaClasse | null }) {
  if (!sla) return null;
  const { cor, rotulo } = SLA_VISUAL[sla];
  return (
    <span className={`sla-dot sla-dot--${cor}`} title={`SLA: ${rotulo}`}>
      <span className="sr-only">SLA: {rotulo}</span>
    </span>
  );
}
