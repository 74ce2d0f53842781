// Every rule, in the order their problems are printed.
import type { Rule } from '../types';
import { authWaiverRule } from './auth-waiver';
import { badPathRule } from './bad-path';
import { confirmFactorRule } from './confirm-factor';
import { fileActionRule } from './file-action';
import { callActionRule } from './call-action';
import { menuEntryRule } from './menu-entry';
import { messageFieldRule } from './message-field';
import { missingStepRule } from './missing-step';
import { missingTranslationRule } from './missing-translation';
import { pagingRule } from './paging';
import { placeholderMismatchRule } from './placeholder-mismatch';
import { requestMappingRule } from './request-mapping';
import { schemaRule } from './schema';
import { swipeRule } from './swipe';
import { unauthenticatedMoneyRule } from './unauthenticated-money';
import { unknownActionRule } from './unknown-action';
import { unknownFieldRule } from './unknown-field';
import { unknownFormRefRule } from './unknown-form-ref';
import { unknownPropertyRule } from './unknown-property';
import { unknownTransactionRule } from './unknown-transaction';
import { unknownQueryRule } from './unknown-query';
import { unknownRouteRule } from './unknown-route';
import { reachedFromRule } from './reached-from';
import { unknownWidgetRule } from './unknown-widget';
import { unreachableStepRule } from './unreachable-step';
import { verifyStepRule } from './verify-step';
import { chartRule } from './chart';
import { secretFieldRule } from './secret-field';
import { documentRule } from './document';
import { progressRule } from './progress';
import { widgetFitRule } from './widget-fit';
import { formPlanRule } from './form-plan';

export const RULES: readonly Rule[] = [
  schemaRule,
  unknownPropertyRule,
  missingStepRule,
  unreachableStepRule,
  missingTranslationRule,
  placeholderMismatchRule,
  unknownWidgetRule,
  unknownActionRule,
  fileActionRule,
  callActionRule,
  unknownTransactionRule,
  unauthenticatedMoneyRule,
  badPathRule,
  unknownFieldRule,
  requestMappingRule,
  unknownRouteRule,
  reachedFromRule,
  unknownQueryRule,
  messageFieldRule,
  unknownFormRefRule,
  authWaiverRule,
  verifyStepRule,
  confirmFactorRule,
  pagingRule,
  menuEntryRule,
  swipeRule,
  chartRule,
  secretFieldRule,
  documentRule,
  progressRule,
  widgetFitRule,
  formPlanRule,
];
