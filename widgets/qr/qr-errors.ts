// Why a QR code was refused, in the customer's language: the `qr-errors` namespace of the texts'
// home (locales/qr-errors/), one key per reason domain/emv-qr names. The bank's catalogue
// repeats each as its answer code (server/i18n/messages/qr.json, kept equal by its tests).
import type { EmvQrProblem } from '../../domain/emv-qr';
import { textNamespace } from '../../engine/core/text-namespace';
import type { WidgetLocale } from '../context';
import zhTW from '../../locales/qr-errors/zh-TW.json';
import zhCN from '../../locales/qr-errors/zh-CN.json';
import en from '../../locales/qr-errors/en.json';

/** Every reason has a text: a reason missing from the English file fails the type check. */
export const QR_ERRORS = /* @__PURE__ */ textNamespace<Record<EmvQrProblem, string>>('qr-errors', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export function qrProblemText(problem: EmvQrProblem, locale: WidgetLocale): string {
  return QR_ERRORS.text(problem, locale);
}
