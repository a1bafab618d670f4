import type { ReactNode } from 'react';
import { FieldLabel } from './field-label';
import { fieldAria, FieldMessages } from './field-messages';

/** What a field's control needs to be tied to its label, help and error. */
interface FrameAria {
  invalid: boolean;
  required: boolean;
  describedBy: string | undefined;
}

interface FieldFrameProps {
  /** The control's id (the label points at it). */
  id: string;
  label: string;
  required?: boolean;
  help?: ReactNode;
  error?: string;
  /** Extra class of the wrapper ('multiselect-field'). */
  className?: string;
  children: (aria: FrameAria) => ReactNode;
}

/**
 * The scaffolding every field of the kit shares: the label with the required asterisk, the control, then the help
 * and the error under it, tied together by ids (aria-describedby) so the message is read with the control.
 */
export function FieldFrame({ id, label, required = false, help, error, className, children }: FieldFrameProps) {
  const aria = fieldAria(id, error, Boolean(help));
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({ invalid: aria.invalid, required, describedBy: aria.describedBy })}
      <FieldMessages helpId={aria.helpId} errorId={aria.errorId} help={help} error={error} />
    </div>
  );
}

/** The ARIA attributes of a native control in a frame. */
export function controlAria(aria: FrameAria) {
  return {
    'aria-invalid': aria.invalid || undefined,
    'aria-required': aria.required || undefined,
    'aria-describedby': aria.describedBy,
  };
}

/** The theme's classes of a native text control, marked invalid or disabled. */
export function inputClasses(base: string, aria: FrameAria, disabled: boolean | undefined): string {
  return `${base} p-component w-full${aria.invalid ? ' p-invalid' : ''}${disabled ? ' p-disabled' : ''}`;
}

/** The help under a text control: its own help text and the 'n/max' counter when asked for. */
export function textHelp(value: string, helpText: string | undefined, showCount: boolean, maxLength?: number): string {
  const counter = showCount && maxLength ? `${value.length}/${maxLength}` : null;
  return [helpText, counter].filter(Boolean).join(' ');
}
