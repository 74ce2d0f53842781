// The RJSF templates of the mobile UI, in the shape <Form templates={...}> accepts.
import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { DescriptionFieldTemplate, ErrorListTemplate, SubmitButton, TitleFieldTemplate } from './simple';

export type MobileTemplates = Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']>;
};

export const templates: MobileTemplates = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { SubmitButton },
};
