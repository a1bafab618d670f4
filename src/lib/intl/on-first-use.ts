/**
 * A value made on its first use, then kept. For Intl objects: the first one a page creates loads the browser's
 * locale data (15–50 ms of main thread here), so none is created while a module loads, only when a screen needs it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
