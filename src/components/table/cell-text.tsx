/** A table cell's text: wrapped between words, at most two lines (cut with an ellipsis), the whole text in its title. */
export function CellText({ text }: { text: string }) {
  return (
    <span className="cell-text" title={text}>
      {text}
    </span>
  );
}
