import { useEffect, useRef } from 'react';

/** A ref holding the latest `value`: what a subscription set up once reads when it fires. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
