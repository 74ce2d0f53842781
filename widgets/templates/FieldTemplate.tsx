// Wraps every RJSF field: label (ui:title or schema title), the control, help, and the field's
// own errors in red under it. Schema `description`s are developer notes in the form schemas
// (e.g. "Minor units of ..."), so only an explicit ui:description is shown to the customer.
import type { FieldTemplateProps } from '@rjsf/utils';
import { FieldErrors } from '../shared/FieldErrors';
import { FieldRow } from '../shared/FieldRow';
import { errorId } from '../shared/ids';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, displayLabel, schema, uiSchema, hideError } = props;
  if (hidden) return <div hidden>{children}</div>;

  const customField = typeof uiSchema?.['ui:field'] === 'string' || typeof uiSchema?.['ui:field'] === 'function';
  const errors = hideError ? undefined : rawErrors;

  // Plain objects (the form root, nested groups) are laid out by ObjectFieldTemplate; only
  // errors about the object as a whole belong here.
  if (schema.type === 'object' && !customField) {
    return (
      <div className="rb-group">
        {children}
        <FieldErrors id={errorId(id)} errors={errors} />
      </div>
    );
  }

  // Checkboxes carry their label next to the box; RJSF hides labels of custom fields, but
  // account and payee need their heading, so they get one here.
  const selfLabelled = schema.type === 'boolean';
  const showLabel = !selfLabelled && (displayLabel || customField) && !!label;
  const description = typeof uiSchema?.['ui:description'] === 'string' ? uiSchema['ui:description'] : undefined;

  return (
    <FieldRow id={id} label={showLabel ? label : undefined} help={rawHelp} errors={errors} className={props.classNames}>
      {description ? <div className="rb-field__description">{description}</div> : null}
      {children}
    </FieldRow>
  );
}
