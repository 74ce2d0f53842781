// Lays out the properties of an object. The form root becomes the white list card of the
// step; a nested object (without its own ui:field) is a group named by its title, shown as a
// small heading, so a screen reader says which group a field belongs to.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import '../shared/shared.css';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, title, uiSchema } = props;
  const isRoot = fieldPathId.path.length === 0;
  const heading = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : title;
  const id = fieldPathId.$id;
  const named = !isRoot && !!heading;
  return (
    <div className={isRoot ? 'rb-form' : 'rb-form__group'} id={isRoot ? undefined : id} role={named ? 'group' : undefined} aria-labelledby={named ? `${id}__title` : undefined}>
      {named ? (
        <h3 className="rb-form__heading" id={`${id}__title`}>
          {heading}
        </h3>
      ) : null}
      {properties.map((property) => (property.hidden ? null : <div key={property.name}>{property.content}</div>))}
    </div>
  );
}
