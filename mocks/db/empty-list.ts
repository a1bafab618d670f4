/** A typed empty table. */
export const emptyList = <T>(): T[] => [];
