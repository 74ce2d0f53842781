// Single-line text (widget `text`): the BaseInputTemplate, so RJSF's own string widgets and
// ours look the same.
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/BaseInputTemplate';

export function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} />;
}
