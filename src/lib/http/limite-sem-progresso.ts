/**
 * The write limit of a file upload: it fails after `ms` without progress rather than `ms` after it started. A file of
 * up to 5 MB (requester-side.md §5) over a hospital network may take longer than the limit to send while it moves; one
 * that stalls, or whose answer does not come, still fails as any write that timed out (docs/decisions.md 'Write timeout').
 */
export function limiteSemProgresso(ms: number): { signal: AbortSignal; progrediu: () => void } {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armar = () => {
    clearTimeout(timer);
    if (controller.signal.aborted) return;
    timer = setTimeout(() => controller.abort(new DOMException('Tempo de envio esgotado', 'TimeoutError')), ms);
  };
  armar();
  return { signal: controller.signal, progrediu: armar };
}
