import { mountRjsf } from './rjsf-page';
import * as form from '../.generated/bill.js';

mountRjsf(form.schema, form.rjsf);
