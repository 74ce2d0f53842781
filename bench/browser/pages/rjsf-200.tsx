import { mountRjsf } from './rjsf-page';
import * as form from '../.generated/fields200.js';

mountRjsf(form.schema, form.rjsf);
