/** The GMR and ONCO tags beside a request's patient (requester and manager lists). */
export function PedidoTags({ gmr, onco }: { gmr: boolean; onco: boolean }) {
  return (
    <>
      {gmr ? (
        <span className="tag tag--gmr" title="Germe multirresistente">
          GMR
        </span>
      ) : null}
      {onco ? (
        <span className="tag tag--onco" title="Cirurgia oncológica">
          ONCO
        </span>
      ) : null}
    </>
  );
}
