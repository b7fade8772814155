'use client';
/**
 * A modal dialog on the native <dialog> element: focus moves into it, Escape closes it, the page behind
 * is inert. Its content is a form: Enter submits.
 */
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
  testId?: string;
}

export function Dialog({ open, title, onClose, onSubmit, submitLabel, submitDisabled, children, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };
  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-label={title} data-testid={testId}>
      {open ? (
        <form className="form" onSubmit={submit}>
          <h2 className="dialog__title">{title}</h2>
          {children}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={submitDisabled}>
              {submitLabel}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
