// The transfer written by hand: the input form (the kit's account, payee, amount, text and
// terms widgets), Next (the generated validator, the daily limit and the balance, then the
// payee's account check at the bank), and the confirm step's rows with Amend. Same texts,
// classes and widgets as the product's step; no engine.
import { useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import { Button } from 'antd-mobile';
import type { RJSFSchema } from '@rjsf/utils';
import { formatTransferAccount } from '../../../domain/format/account';
import type { AppServices } from '../../../app/services';
import { BusyButton, ConfirmRows, Field, type FieldSpec, FormState, createFormatters, makeRegistry } from '../shared/kit';
import type { ScreenTexts } from '../shared/screen-texts';
import { TRANSFER_FORM, transferNext } from './transfer-state';
import type { TransferReads } from './reads';

const SCHEMA = TRANSFER_FORM.schema as RJSFSchema;
const REQUIRED = new Set(SCHEMA.required ?? []);

function fieldSpecs(texts: ScreenTexts['transfer']): FieldSpec[] {
  const f = (name: string) => ({ name, label: texts.fields[name]!.label, placeholder: texts.fields[name]!.placeholder, help: texts.fields[name]!.help });
  // The payee's parts are labelled by the payee field itself, from its ui:options' titles.
  const part = (name: string) => ({ 'ui:title': texts.fields[`payee.${name}`]!.label, ...(texts.fields[`payee.${name}`]!.placeholder ? { 'ui:placeholder': texts.fields[`payee.${name}`]!.placeholder } : {}) });
  return [
    { ...f('fromAccount'), field: 'account', options: { itemsFrom: 'accounts' } },
    { ...f('payee'), field: 'payee', options: { payeesFrom: 'payees', banksFrom: 'banks', ownBankFrom: 'ownBankCode' }, parts: { name: part('name'), bankCode: part('bankCode'), accountNo: part('accountNo') } },
    { ...f('amount'), widget: 'amount', options: { currencyFrom: 'fromAccount.currency' }, reads: 'fromAccount' },
    { ...f('notes'), widget: 'text' },
    { ...f('terms'), widget: 'terms', options: { document: 'remittance-terms' } },
  ];
}

export const TransferScreen = observer(function TransferScreen({ services, reads, texts }: { services: AppServices; reads: TransferReads; texts: ScreenTexts }) {
  const locale = services.locale.current;
  const [form] = useState(() => new FormState({}));
  const [answer, setAnswer] = useState<{ holderName?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const registry = useMemo(() => {
    const loaded: Record<string, unknown> = { accounts: reads.accounts, payees: reads.payees, banks: reads.banks.banks, ownBankCode: reads.banks.ownBankCode };
    return makeRegistry(SCHEMA, locale, () => form.values, (path) => loaded[path], () => services.session.state.defaultAccount);
  }, [locale, form, reads, services]);
  const transfer = texts.transfer;
  const specs = useMemo(() => fieldSpecs(transfer), [transfer]);
  useLayoutEffect(() => services.currentRoute.set({ title: 'screens.transfer.title', login: true }, '/transfer-pay/transfer-create'), [services]);

  if (form.step === 'confirm') return <TransferConfirm form={form} answer={answer} services={services} texts={texts} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    setFailure(undefined);
    transferNext(form, { ...transfer, validation: texts.validation }, (code, payload) => services.client.call(code as never, payload as never)).then(
      (answered) => {
        if (!answered) return;
        runInAction(() => {
          setAnswer(answered);
          form.goTo('confirm');
        });
      },
      (e: Error) => setFailure(e.message),
    );
  };
  return (
    <div className="flow-step flow-step--form" data-step="input">
      {failure ? (
        <p role="alert" className="error-notice">
          {failure}
        </p>
      ) : null}
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
              {transfer.submit ?? texts.steps.next}
            </BusyButton>
          </div>
        </form>
      </div>
    </div>
  );
});

type TransferValues = { fromAccount?: { accountNo?: string; currency?: string }; payee?: { name?: string; bankCode?: string; accountNo?: string }; amount?: number; notes?: string };

const TransferConfirm = observer(function TransferConfirm({ form, answer, services, texts }: { form: FormState; answer: { holderName?: string }; services: AppServices; texts: ScreenTexts }) {
  const locale = services.locale.current;
  const fmt = useMemo(() => createFormatters(locale, services.banks), [locale, services]);
  const v = form.values as TransferValues;
  const c = texts.transfer.confirm;
  const label = (i: number) => c.fields[i]!.label;
  const currency = v.fromAccount?.currency ?? '';
  const rows = [
    { label: label(0), value: v.fromAccount?.accountNo ? fmt.account(v.fromAccount.accountNo) : '' },
    { label: label(1), value: v.payee?.name ?? '' },
    { label: label(2), value: answer.holderName ?? '', optional: true },
    { label: label(3), value: v.payee?.bankCode ? fmt.bank(v.payee.bankCode) : '' },
    { label: label(4), value: v.payee?.accountNo ? formatTransferAccount(v.payee.accountNo) : '' },
    { label: label(5), value: typeof v.amount === 'number' ? fmt.money(v.amount, currency) : '', emphasis: true },
    { label: label(6), value: fmt.money(0, currency) },
    { label: label(7), value: v.notes ?? '', optional: true },
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
          {/* Not wired: the comparison ends on the confirm step (the bound device and the transfer are not part of it). */}
          <BusyButton block size="large" color="primary" loading={false} disabled={false}>
            {c.confirm ?? texts.steps.confirm}
          </BusyButton>
        </div>
      </div>
    </div>
  );
});
