import type { ReactNode } from 'react';

interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}

/** A field's label; `required` adds the asterisk, the one place every form field takes it from. */
export function FieldLabel({ htmlFor, id, required = false, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={id}>
      {children}
      {required ? ' *' : null}
    </label>
  );
}

/** A legend (radio group) with the same asterisk. */
export function FieldLegend({
  id,
  required = false,
  children,
}: {
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <legend id={id}>
      {children}
      {required ? ' *' : null}
    </legend>
  );
}
