import { SLA_VISUAL, type SlaClasse } from '../model/sla';

const classes = (sla: SlaClasse) => `sla-marca sla-marca--${SLA_VISUAL[sla].cor} pi ${SLA_VISUAL[sla].icone}`;

/** The SLA class as its icon and colour (model/sla.ts), for the legend, whose word stands beside it. */
export function SlaMarca({ sla }: { sla: SlaClasse }) {
  return <i className={classes(sla)} aria-hidden="true" />;
}

/** The row's SLA: its icon, named 'SLA: no prazo' on hover and for screen readers; nothing when the request has none. */
export function SlaDot({ sla }: { sla: SlaClasse | null }) {
  if (!sla) return null;
  const nome = `SLA: ${SLA_VISUAL[sla].rotulo}`;
  return (
    <span className="sla-dot">
      <i className={classes(sla)} role="img" aria-label={nome} title={nome} />
    </span>
  );
}
