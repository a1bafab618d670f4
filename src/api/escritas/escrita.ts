// The one shape of a write (wizards-and-management.md §4 'Submission of a request (in order)', §7; requester-side.md
// §7): what is sent (back-end, method, documented path, body) and, as one of an ordered sequence
// (./sequencia.ts), how the sequence takes it. The sender (./enviar-escrita.ts) and the outbox
// (docs/decisions/015-outbox.md) read only the part that is sent.

/** A value in a body that is known only once an earlier write of the sequence answered the id it created. */
export interface Ref {
  ref: string;
}

export interface Escrita {
  /** Stable within a sequence: what its memory records once the write succeeded. */
  id: string;
  backend: 'main' | 'log';
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Readonly<Record<string, unknown>>;
  /** The message shown when it fails (§8 'Dialog Atenção!'), from the server's text; without it, that text. */
  falha?: (erro: string) => string;
  /** A write whose failure is only logged (§8): kept in the outbox instead (docs/decisions/015-outbox.md). */
  silenciosa?: boolean;
  /** A 404 means there is nothing to change (a booking never made) and is no failure. */
  ausenteOk?: boolean;
  /** A creating write: the id it answers is kept under this name, for the later writes' `Ref`s. */
  guarda?: string;
  /**
   * A creating POST whose record a read can show: after it got no answer this is kept (ids and a time, never request
   * content) and its retry reads first (docs/decisions/020-timeouts-checked-before-resend.md).
   */
  conferir?: Readonly<Record<string, string | number>>;
}

/** What is sent of a write: all the sender and the outbox know of it. */
export type Envio = Pick<Escrita, 'backend' | 'method' | 'path' | 'body'>;
