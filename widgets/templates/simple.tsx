// Small RJSF templates whose job is mostly to stay out of the way: the adapter shows its own
// step title and buttons, and errors are shown under each field, not in a list on top.
import type { DescriptionFieldProps, ErrorListProps, SubmitButtonProps, TitleFieldProps } from '@rjsf/utils';

/** Errors appear under their field (FieldTemplate), so the form-level list renders nothing. */
export function ErrorListTemplate(_props: ErrorListProps) {
  return null;
}

/** The adapter renders its own submit and back buttons. */
export function SubmitButton(_props: SubmitButtonProps) {
  return null;
}

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  if (!title) return null;
  return (
    <h3 id={id} className="rb-form__heading">
      {title}
    </h3>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="rb-field__description">
      {description}
    </div>
  );
}
