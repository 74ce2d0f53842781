// A form step's fields in order: drag a field's handle to move it, or by keyboard (dnd-kit's
// sortable keyboard sensor: Space picks up, arrows move, Space drops, Escape cancels, each
// announced to a screen reader); Up / Down buttons do the same in one press.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Locale } from '../../../../engine/core/flow-types';
import type { FieldView } from './form-fields';
import { WidgetPicture } from './WidgetPicture';
import { sayV } from './texts';

interface Props {
  locale: Locale;
  fields: FieldView[];
  open: string | null;
  problemCount: (name: string) => number;
  onOpen: (name: string) => void;
  onMove: (name: string, to: number) => void;
  onRemove: (name: string) => void;
}

function labelOf(f: FieldView, locale: Locale): string {
  const l = (f.label ?? {}) as Record<string, string>;
  return l.$text ? `{${l.$text}}` : (l[locale] ?? '');
}

function Item({ f, index, count, props }: { f: FieldView; index: number; count: number; props: Props }) {
  const { locale } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: f.name });
  const problems = props.problemCount(f.name);
  return (
    <li ref={setNodeRef} className={`visual-field${isDragging ? ' is-dragging' : ''}${props.open === f.name ? ' is-open' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="visual-field__handle" {...attributes} {...listeners} aria-label={sayV(locale, 'move', { name: f.name })}>
        ⠿
      </button>
      <WidgetPicture widget={f.widget ?? 'text'} />
      <button type="button" className="studio-link visual-field__name" aria-expanded={props.open === f.name} onClick={() => props.onOpen(f.name)}>
        {sayV(locale, 'edit', { name: f.name })}
        <span className="visual-field__label">
          {' '}
          {f.widget} · {labelOf(f, locale)}
        </span>
        {problems > 0 && <span className="visual-field__problems"> · ⚠ {sayV(locale, 'problemsHere')}: {problems}</span>}
      </button>
      <button type="button" className="studio-button" disabled={index === 0} onClick={() => props.onMove(f.name, index - 1)} aria-label={sayV(locale, 'moveUp', { name: f.name })}>
        ↑
      </button>
      <button type="button" className="studio-button" disabled={index === count - 1} onClick={() => props.onMove(f.name, index + 1)} aria-label={sayV(locale, 'moveDown', { name: f.name })}>
        ↓
      </button>
      <button type="button" className="studio-button" onClick={() => props.onRemove(f.name)} aria-label={sayV(locale, 'remove', { name: f.name })}>
        ✕
      </button>
    </li>
  );
}

export function FieldList(props: Props) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const names = props.fields.map((f) => f.name);
  const end = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) props.onMove(String(e.active.id), names.indexOf(String(e.over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      // What a screen reader is told while a field moves, in the studio's language.
      accessibility={{
        screenReaderInstructions: { draggable: sayV(props.locale, 'fieldsNote') },
        announcements: {
          onDragStart: ({ active }) => sayV(props.locale, 'dragStart', { name: String(active.id) }),
          onDragOver: ({ active, over }) => (over ? sayV(props.locale, 'dragOver', { name: String(active.id), over: String(over.id) }) : undefined),
          onDragEnd: ({ active, over }) => (over ? sayV(props.locale, 'dragEnd', { name: String(active.id), over: String(over.id) }) : undefined),
          onDragCancel: ({ active }) => sayV(props.locale, 'dragCancel', { name: String(active.id) }),
        },
      }}
    >
      <SortableContext items={names} strategy={verticalListSortingStrategy}>
        <ol className="visual-fields" aria-label={sayV(props.locale, 'fields')}>
          {props.fields.map((f, i) => (
            <Item key={f.name} f={f} index={i} count={props.fields.length} props={props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
