/** A table cell's text on one line: cut with an ellipsis, the whole text in its title. */
export function CellText({ text }: { text: string }) {
  return (
    <span className="cell-text" title={text}>
      {text}
    </span>
  );
}
