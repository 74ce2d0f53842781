// Pay New Bill written by hand: the input form (the kit's widgets, laid out as the product
// lays out the flow's form), Next (the generated validator and the step's rules, then the
// confirm step), and the confirm step's rows with Amend. Same texts, same classes, same
// widgets as the product's step; no engine.
import { useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'antd-mobile';
import type { RJSFSchema } from '@rjsf/utils';
import type { AppServices } from '../../../app/services';
import { BusyButton, ConfirmRows, Field, type FieldSpec, type FormState, createFormatters, makeRegistry, todayInHongKong } from '../shared/kit';
import type { ScreenTexts } from '../shared/screen-texts';
import { BILL_FORM, billForm, billNext } from './bill-state';
import type { BillReads } from './reads';

const SCHEMA = BILL_FORM.schema as RJSFSchema;
const REQUIRED = new Set(SCHEMA.required ?? []);

function fieldSpecs(texts: ScreenTexts['bill']): FieldSpec[] {
  const f = (name: string) => ({ name, label: texts.fields[name]!.label, placeholder: texts.fields[name]!.placeholder, help: texts.fields[name]!.help });
  return [
    { ...f('merchant'), field: 'merchant', options: { merchantsFrom: 'merchants', categoriesFrom: 'categories' } },
    { ...f('billNo'), widget: 'text', options: { inputMode: 'text' } },
    { ...f('fromAccount'), field: 'account', options: { itemsFrom: 'accounts' } },
    { ...f('currency'), widget: 'select', options: { labels: texts.options.currency } },
    { ...f('amount'), widget: 'amount', options: { currency: 'HKD' } },
    { ...f('paymentDate'), widget: 'date', options: { min: 'today' } },
    { ...f('nickname'), widget: 'text' },
    { ...f('saveTemplate'), widget: 'checkbox' },
    { ...f('needReceipt'), widget: 'select', options: { labels: texts.options.needReceipt } },
    { ...f('receiptName'), widget: 'text' },
    { ...f('receiptEmail'), widget: 'text', options: { inputMode: 'email' } },
    { ...f('terms'), widget: 'terms', options: { document: 'bill-payment-terms' } },
  ];
}

export const BillScreen = observer(function BillScreen({ services, reads, texts }: { services: AppServices; reads: BillReads; texts: ScreenTexts }) {
  const locale = services.locale.current;
  const [form] = useState(() => billForm(todayInHongKong()));
  const registry = useMemo(
    () =>
      makeRegistry(
        SCHEMA,
        locale,
        () => form.values,
        (path) => (path === 'accounts' ? reads.accounts : reads.directory[path as 'merchants' | 'categories']),
        () => services.session.state.defaultAccount,
      ),
    [locale, form, reads, services],
  );
  const bill = texts.bill;
  const specs = useMemo(() => fieldSpecs(bill), [bill]);
  const confirming = form.step === 'confirm';
  // The page's title, as the product's confirm route has its own.
  useLayoutEffect(() => services.currentRoute.set({ title: confirming ? `screens.bill.confirm.title` : 'screens.bill.title', login: true }, '/transfer-pay/newbill-create'), [confirming, services]);

  if (confirming) return <BillConfirm form={form} services={services} texts={texts} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (billNext(form, { ...bill, validation: texts.validation }, todayInHongKong())) form.goTo('confirm');
  };
  return (
    <div className="flow-step flow-step--form" data-step="input">
      <div>
        <form className="rjsf flow-form" noValidate onSubmit={submit}>
          <div className="rb-group">
            <div className="rb-form">
              {specs.map((spec) => (
                <div key={spec.name}>
                  <Field form={form} spec={spec} schema={SCHEMA.properties![spec.name] as RJSFSchema} required={REQUIRED.has(spec.name)} registry={registry} />
                </div>
              ))}
            </div>
          </div>
          <div className="step-buttons">
            <BusyButton block type="submit" color="primary" size="large" loading={form.busy} disabled={form.busy}>
              {bill.submit ?? texts.steps.next}
            </BusyButton>
          </div>
        </form>
      </div>
    </div>
  );
});

type LocalName = Partial<Record<string, string>> | undefined;

const BillConfirm = observer(function BillConfirm({ form, services, texts }: { form: FormState; services: AppServices; texts: ScreenTexts }) {
  const locale = services.locale.current;
  const fmt = useMemo(() => createFormatters(locale, services.banks), [locale, services]);
  const v = form.values as { merchant?: { name?: LocalName; billTypeName?: LocalName }; billNo?: string; fromAccount?: { accountNo?: string }; amount?: number; currency?: string; paymentDate?: string; nickname?: string; needReceipt?: string; receiptName?: string; receiptEmail?: string };
  const c = texts.bill.confirm;
  const label = (i: number) => c.fields[i]!.label;
  const rows = [
    { label: label(0), value: v.merchant?.name?.[locale] ?? '' },
    { label: label(1), value: v.merchant?.billTypeName?.[locale] ?? '' },
    { label: label(2), value: v.billNo ?? '' },
    { label: label(3), value: v.fromAccount?.accountNo ? fmt.account(v.fromAccount.accountNo) : '' },
    { label: label(4), value: typeof v.amount === 'number' ? fmt.money(v.amount, v.currency ?? '') : '', emphasis: true },
    { label: label(5), value: v.paymentDate ? fmt.date(v.paymentDate) : '' },
    { label: label(6), value: v.nickname ?? '', optional: true },
    { label: label(7), value: v.needReceipt ? (c.fields[7]!.codes?.[v.needReceipt] ?? v.needReceipt) : '' },
    { label: label(8), value: v.receiptName ?? '', optional: true },
    { label: label(9), value: v.receiptEmail ?? '', optional: true },
  ];
  return (
    <div className="flow-step flow-step--confirm" data-step="confirm">
      <div className="confirm-step">
        <p className="step-lead">{texts.steps.verifyDetails}</p>
        <ConfirmRows rows={rows} />
        {c.notes.map((note, i) => (
          <p key={i} className="step-note">
            {note}
          </p>
        ))}
        <div className="step-buttons step-buttons--pair">
          <Button block size="large" onClick={() => form.goTo('input')}>
            {c.amend ?? texts.steps.amend}
          </Button>
          {/* Not wired: the comparison ends on the confirm step (the mobile token and the payment are not part of it). */}
          <BusyButton block size="large" color="primary" loading={false} disabled={false}>
            {c.confirm ?? texts.steps.confirm}
          </BusyButton>
        </div>
      </div>
    </div>
  );
});
