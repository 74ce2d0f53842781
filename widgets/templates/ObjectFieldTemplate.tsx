// Lays out the properties of an object. The form root becomes the white list card of the
// step; a nested object (without its own ui:field) gets its title as a small heading.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import '../shared/shared.css';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { idSchema, properties, title, uiSchema } = props;
  const isRoot = !idSchema.$id.includes('_');
  const heading = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : title;
  return (
    <div className={isRoot ? 'rb-form' : 'rb-form__group'} id={isRoot ? undefined : idSchema.$id}>
      {!isRoot && heading ? <h3 className="rb-form__heading">{heading}</h3> : null}
      {properties.map((property) => (property.hidden ? null : <div key={property.name}>{property.content}</div>))}
    </div>
  );
}
