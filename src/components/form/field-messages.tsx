import type { ReactNode } from 'react';

/** The ids and ARIA attributes that tie a field's control to its help and error texts. */
export function fieldAria(id: string, error: string | undefined, hasHelp: boolean) {
  const errorId = `${id}-erro`;
  const helpId = `${id}-ajuda`;
  const describedBy = [error ? errorId : null, hasHelp ? helpId : null].filter(Boolean).join(' ');
  return {
    errorId,
    helpId,
    invalid: Boolean(error),
    describedBy: describedBy === '' ? undefined : describedBy,
  };
}

interface FieldMessagesProps {
  helpId: string;
  errorId: string;
  help?: ReactNode;
  error?: string;
}

/** The help text and the error under a field (the error is announced when it appears). */
export function FieldMessages({ helpId, errorId, help, error }: FieldMessagesProps) {
  return (
    <>
      {help ? (
        <small id={helpId} className="field__help">
          {help}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="field__error" role="alert">
          {error}
        </small>
      ) : null}
    </>
  );
}
