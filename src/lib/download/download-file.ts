/**
 * Saves a file in the browser's downloads under `nome`, without leaving the page: the one way the app saves bytes it
 * holds (a report from the systems back-end, an exported CSV).
 */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Released late, not at once: click() only starts the download, and a browser that reads the address after
  // click() has returned (FileSaver.js waits 40 s for this reason) would save nothing. Holding the bytes for a while
  // costs only memory; releasing them early loses the file.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
