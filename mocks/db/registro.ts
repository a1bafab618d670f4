// A mock record typed by the app's contract: its fields are those of the app's field list of the write that stores
// it (src/**/escritas-campos.ts, pedido-campos.ts), each with the type the mock keeps it as. A field added to or
// removed from the contract's list no longer compiles here until the record follows it.

/**
 * `T`, checked to hold exactly the fields `K` (the contract's list): with one missing the record is `never` (nothing
 * can be stored in it), one extra is a compile error where `T` is written.
 */
export type Registro<K extends string, T extends Partial<Record<K, unknown>> & Record<Exclude<keyof T, K>, never>> = [
  K,
] extends [keyof T]
  ? T
  : never;

/** The names of a field list. */
export type CamposDe<L extends readonly string[]> = L[number];
