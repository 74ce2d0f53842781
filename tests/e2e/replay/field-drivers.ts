// One driver per widget of widgets/: how a customer puts a value into that kind of field,
// found by its label (from the flow, in the fixture's language) and its role. Each driver
// ends on the widget showing the value, so the next action never races the last.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Flow, Locale, LocalText, Step } from '../../../engine/core/flow-types';
import { formatAccountNo, formatMoney } from '../../../domain/format';
import { formatDisplayDate, merchantTexts } from './locale-tables';
import type { Fixture } from '../../replay/fixture';
import { getPath } from '../../replay/paths';
import { loadedFromFixture, loadedRows } from './fixture-data';
import { exactly, fieldLabel, startingWith, textsFor } from './texts';

export interface FieldContext {
  page: Page;
  /** The form the field is in (a step's form, or a list's filter panel). */
  form: Locator;
  flow: Flow;
  fixture: Fixture;
  step: Step;
  /** Field name, e.g. 'payee'; nested labels are looked up as 'payee.name'. */
  path: string;
  /** The field's ui:options. */
  options: Record<string, unknown>;
  /** The whole input of the step entry (the amount reads its currency from it). */
  input: Record<string, unknown>;
}

export type Driver = (field: FieldContext, value: unknown) => Promise<void>;

const locale = (field: FieldContext): Locale => field.fixture.locale;
const texts = (field: FieldContext) => textsFor(locale(field));
const labelOf = (field: FieldContext, path: string, fallback: string): string => fieldLabel(field.step, path, locale(field)) ?? fallback;
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A sheet (widgets/shared/Sheet) is a dialog named by its title. */
const sheetTitled = (field: FieldContext, title: string): Locator => field.page.getByRole('dialog', { name: title });

/** account: the picker row opens a sheet of radio rows; the row shows the grouped number. */
const account: Driver = async (field, value) => {
  const chosen = (value ?? {}) as { accountId?: string; accountNo?: string; currency?: string };
  const label = labelOf(field, field.path, texts(field).chooseAccount);
  // The grouping depends on the account type, which only the loaded list knows.
  const row = loadedRows(field.flow, field.fixture, field.options.itemsFrom).find((a) => a.accountId === chosen.accountId);
  const shown = formatAccountNo(chosen.accountNo, typeof row?.accountType === 'string' ? row.accountType : undefined);
  await field.form.getByRole('button', { name: startingWith(label) }).click();
  const sheet = sheetTitled(field, label);
  const rows = sheet.getByRole('radio').filter({ hasText: shown });
  // A multi-currency account shows one number on a row per currency (each row names its currency).
  await (chosen.currency ? rows.filter({ hasText: new RegExp(`\\b${chosen.currency}\\b`) }) : rows).click();
  await expect(sheet).toBeHidden();
};

/** Bank picker (bank widget, payee field): search by the 3-digit code, take the row of that code. */
async function chooseBank(field: FieldContext, label: string, code: string): Promise<void> {
  await field.form.getByRole('button', { name: startingWith(label) }).click();
  const sheet = sheetTitled(field, label);
  await sheet.getByRole('searchbox', { name: texts(field).searchBank }).fill(code);
  // Rows read '{code} {name}' (widgets/bank/banks.ts bankLabel).
  await sheet.getByRole('radio').filter({ hasText: new RegExp(`^${code}\\b`) }).click();
  await expect(sheet).toBeHidden();
}

/** payee: a saved payee when the input is one (as a customer would), else typed part by part. */
const payee: Driver = async (field, value) => {
  const wanted = (value ?? {}) as { name?: string; bankCode?: string; accountNo?: string };
  const saved = loadedRows(field.flow, field.fixture, field.options.payeesFrom).find(
    (p) => p.name === wanted.name && p.bankCode === wanted.bankCode && p.accountNo === wanted.accountNo,
  );
  const nameInput = field.form.getByLabel(labelOf(field, `${field.path}.name`, texts(field).payeeName), { exact: true });
  const accountInput = field.form.getByLabel(labelOf(field, `${field.path}.accountNo`, texts(field).payeeAccountNo), { exact: true });
  if (saved) {
    await field.form.getByRole('button', { name: texts(field).choosePayee, exact: true }).click();
    const sheet = sheetTitled(field, texts(field).choosePayee);
    await sheet.getByRole('radio').filter({ hasText: text(wanted.name) }).filter({ hasText: text(wanted.accountNo) }).click();
    await expect(sheet).toBeHidden();
  } else {
    await nameInput.fill(text(wanted.name));
    if (wanted.bankCode) await chooseBank(field, labelOf(field, `${field.path}.bankCode`, texts(field).payeeBank), wanted.bankCode);
    await accountInput.fill(text(wanted.accountNo));
  }
  await expect(nameInput).toHaveValue(text(wanted.name));
  await expect(accountInput).toHaveValue(text(wanted.accountNo));
};

/** bank: the same picker on its own. */
const bank: Driver = async (field, value) => {
  if (typeof value === 'string' && value) await chooseBank(field, labelOf(field, field.path, texts(field).chooseBank), value);
};

/** amount: the decimal figure of the minor units, as the widget itself would show it. */
const amount: Driver = async (field, value) => {
  const currencyFrom = field.options.currencyFrom;
  const currency = typeof field.options.currency === 'string' ? field.options.currency : getPath(field.input, text(currencyFrom));
  const code = typeof currency === 'string' ? currency : undefined;
  const figure = typeof value === 'number' ? formatMoney(value, code, locale(field), { symbol: false }) : '';
  const input = field.form.getByLabel(labelOf(field, field.path, field.path), { exact: true });
  await input.fill(figure);
  await expect(input).toHaveValue(figure);
};

/** text, textarea, otp: typed as is; an empty value clears the input. */
const typed: Driver = async (field, value) => {
  // The text box of that label: a choice elsewhere on the form may carry the same words (an
  // "Account number" option of the bill type beside the "Account number" box).
  const input = field.form
    .getByLabel(labelOf(field, field.path, field.path), { exact: true })
    .and(field.form.locator('input:not([type="radio"]):not([type="checkbox"]), textarea'));
  await input.fill(text(value));
  await expect(input).toHaveValue(text(value));
};

/** terms, checkbox: tapped only when the box is not already as wanted (a tap toggles it). */
const checkbox: Driver = async (field, value) => {
  const label = labelOf(field, field.path, field.path);
  const box = field.form.getByRole('checkbox', { name: label, exact: true });
  const wanted = value === true;
  // The native box is visually hidden (widgets/shared/shared.css); the customer taps its label.
  if ((await box.isChecked()) !== wanted) await field.form.getByText(label, { exact: true }).click();
  await expect(box).toBeChecked({ checked: wanted });
};

/** The label of a select option read from loaded data (ui:options.optionsFrom / optionsWhere). */
function loadedOptionLabel(field: FieldContext, value: unknown): string | undefined {
  if (typeof field.options.optionsFrom !== 'string') return undefined;
  const where = (field.options.optionsWhere ?? {}) as Record<string, string>;
  const valueKey = typeof field.options.valueKey === 'string' ? field.options.valueKey : 'value';
  const labelKey = typeof field.options.labelKey === 'string' ? field.options.labelKey : 'label';
  const row = loadedRows(field.flow, field.fixture, field.options.optionsFrom).find(
    (r) => text(r[valueKey]) === text(value) && Object.entries(where).every(([key, other]) => r[key] === getPath(field.input, other)),
  );
  const label = row?.[labelKey];
  return typeof label === 'string' ? label : (label as LocalText | undefined)?.[locale(field)];
}

/** select: the radio chip with the option's label (ui:options.labels, or the loaded option's) in the field's group. */
const select: Driver = async (field, value) => {
  const labels = (field.options.labels ?? {}) as Record<string, LocalText | undefined>;
  const name = loadedOptionLabel(field, value) ?? labels[text(value)]?.[locale(field)] ?? text(value);
  const group = field.form.getByRole('radiogroup', { name: labelOf(field, field.path, field.path), exact: true });
  const option = group.getByRole('radio', { name, exact: true });
  // Tapping the chosen chip again would not change anything; skip it for a clearer trace.
  if (!(await option.isChecked())) await option.check();
  await expect(option).toBeChecked();
};

/** file: the native file input is given the bytes the fixture holds (base64, as the widget sends them). */
const file: Driver = async (field, value) => {
  if (typeof value !== 'string') return;
  const input = field.form.locator('input[type="file"]').first();
  await input.setInputFiles({ name: `${field.path}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(value, 'base64') });
};

/** date: the picker row opens antd-mobile's wheel picker; year, month and day are rolled to the value. */
const date: Driver = async (field, value) => {
  const label = labelOf(field, field.path, field.path);
  const trigger = field.form.getByRole('button', { name: startingWith(label) });
  if (typeof value !== 'string' || value === '') {
    const clear = field.form.getByRole('button', { name: `${texts(field).clear} ${label}`, exact: true });
    if (await clear.isVisible()) await clear.click();
    await expect(clear).toBeHidden();
    return;
  }
  await trigger.click();
  // The date sheet: a dialog named by the field, year, month and day as native selects.
  const sheet = sheetTitled(field, label);
  const [y, m, d] = value.split('-').map((n) => String(Number(n)));
  const t = texts(field);
  // Year first, then month, then day: each keeps the date real and within its bounds.
  await sheet.getByRole('combobox', { name: t.year, exact: true }).selectOption(y!);
  await sheet.getByRole('combobox', { name: t.month, exact: true }).selectOption(m!);
  await sheet.getByRole('combobox', { name: t.day, exact: true }).selectOption(d!);
  await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(trigger).toContainText(formatDisplayDate(value, locale(field)));
};

/** merchant: search the sheet by the merchant's name, take its row, then its bill type chip if it has several. */
const merchant: Driver = async (field, value) => {
  const wanted = (value ?? {}) as { merchantId?: string; name?: LocalText; billType?: string; billTypeName?: LocalText };
  if (!wanted.merchantId || !wanted.name) return;
  const label = labelOf(field, field.path, field.path);
  const name = wanted.name[locale(field)];
  await field.form.getByRole('button', { name: startingWith(label) }).click();
  const sheet = sheetTitled(field, label);
  await sheet.getByRole('searchbox').fill(name);
  await sheet.getByRole('radio').filter({ hasText: exactly(name) }).click();
  await expect(sheet).toBeHidden();
  const types = field.form.getByRole('radiogroup', { name: merchantTexts(locale(field)).billType });
  if (wanted.billType && wanted.billTypeName && (await types.count()) > 0) {
    await types.getByRole('radio', { name: wanted.billTypeName[locale(field)], exact: true }).check();
  }
};

/** checklist: each loaded row's box (in list order) ticked when the value holds its item, else left clear. */
const checklist: Driver = async (field, value) => {
  const key = typeof field.options.itemKey === 'string' ? field.options.itemKey : 'id';
  const wanted = new Set((Array.isArray(value) ? value : []).map((v) => text((v as Record<string, unknown>)[key])));
  const group = field.form.getByRole('group', { name: labelOf(field, field.path, field.path), exact: true });
  const rows = loadedRows(field.flow, field.fixture, field.options.itemsFrom);
  for (const [i, row] of rows.entries()) {
    const box = group.getByRole('checkbox').nth(i);
    const on = wanted.has(text(row[key]));
    if ((await box.isChecked()) !== on) await box.click();
    await expect(box).toBeChecked({ checked: on });
  }
};

/** A small real JPEG drawn by the page itself (a card-like picture), for photo fields. */
export async function sampleJpeg(page: Page, label = 'ID'): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 760;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#dfe9f5';
    g.fillRect(0, 0, 1200, 760);
    g.fillStyle = '#1d3557';
    g.font = '64px sans-serif';
    g.fillText(text, 80, 160);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, label);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * photo: the file input behind "Choose a photo" takes a JPEG; the fixture's bank answers the
 * upload with the fixture's upload id (the value), then the widget says it is uploaded.
 */
const photo: Driver = async (field, value) => {
  if (typeof value !== 'string') return;
  const target = typeof field.options.target === 'string' ? field.options.target : '';
  await field.page.route(`**/upload/${target}?*`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ header: { responseCode: '00000', responseMessage: 'OK' }, data: { uploadId: value, kind: target.split('/').pop(), bytes: 1, mimeType: 'image/jpeg' } }) }),
  );
  const widget = field.form.locator(`.photo-widget[id$="${field.path}"]`);
  await widget.locator('input[type="file"]').setInputFiles({ name: `${field.path}.jpg`, mimeType: 'image/jpeg', buffer: await sampleJpeg(field.page, field.path) });
  await expect(widget.locator('.photo-note')).toBeVisible();
};

/**
 * goods-sku: in the group named by the field's label, the option buttons of the chosen values
 * and add-ons (by their names in the loaded goods), then Increase up to the quantity, then the
 * buyer's messages (each input named by its message's name).
 */
const goodsSku: Driver = async (field, value) => {
  const chosen = (value ?? {}) as { selection?: Record<string, string>; propertyIds?: string[]; quantity?: number; messages?: string[] };
  const goods = (loadedFromFixture(field.flow, field.fixture, field.options.goodsFrom) ?? {}) as {
    messages?: { name: LocalText }[];
    startSaleNum?: number;
    tree?: { k_s: string; v: { id: string; name: LocalText }[] }[];
    properties?: { v: { id: string; name: LocalText }[] }[];
  };
  const group = field.form.getByRole('group', { name: labelOf(field, field.path, field.path), exact: true });
  for (const row of goods.tree ?? []) {
    const v = row.v.find((x) => x.id === chosen.selection?.[row.k_s]);
    if (!v) continue;
    const button = group.getByRole('button', { name: v.name[locale(field)], exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  for (const v of (goods.properties ?? []).flatMap((p) => p.v).filter((x) => chosen.propertyIds?.includes(x.id))) {
    const button = group.getByRole('button', { name: startingWith(v.name[locale(field)]) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  const count = group.locator('output');
  for (let n = goods.startSaleNum ?? 1; n < (chosen.quantity ?? 1); n += 1) {
    await group.getByRole('button', { name: { 'zh-TW': '增加數量', 'zh-CN': '增加数量', en: 'Increase quantity' }[locale(field)] }).click();
    await expect(count).toHaveText(String(n + 1));
  }
  for (const [i, message] of (goods.messages ?? []).entries()) {
    const text = chosen.messages?.[i];
    if (text) await group.getByLabel(startingWith(message.name[locale(field)])).fill(text);
  }
};

/** carousel: turned with Next until the slide is on screen, then its Choose button (pressed once chosen). */
const carousel: Driver = async (field, value) => {
  const slides = (field.options.slides ?? {}) as Record<string, { title?: LocalText } | undefined>;
  const title = slides[text(value)]?.title?.[locale(field)] ?? text(value);
  const region = field.form.getByRole('region', { name: labelOf(field, field.path, field.path), exact: true });
  const choose = region.getByRole('button', { name: texts(field).carouselChoose.replace('{title}', title), exact: true });
  // Off-screen slides are hidden from the accessibility tree: their buttons are not found.
  for (let turns = 0; turns < Object.keys(slides).length && (await choose.count()) === 0; turns++) {
    await region.getByRole('button', { name: texts(field).carouselNext, exact: true }).click();
  }
  if ((await choose.getAttribute('aria-pressed')) !== 'true') await choose.click();
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
};

/** slider: the range input set to the value. */
const slider: Driver = async (field, value) => {
  const input = field.form.getByRole('slider', { name: labelOf(field, field.path, field.path), exact: true });
  await input.fill(text(value));
  await expect(input).toHaveValue(text(value));
};

/** By the ui:field / ui:widget names of schemas/vocabulary.json. */
export const DRIVERS: Record<string, Driver> = {
  account,
  payee,
  merchant,
  checklist,
  'goods-sku': goodsSku,
  bank,
  amount,
  text: typed,
  textarea: typed,
  otp: typed,
  terms: checkbox,
  checkbox,
  select,
  date,
  file,
  photo,
  password: typed,
  carousel,
  slider,
};

/** Widgets an omitted value can be taken out of again (typed text, a date's Clear button). */
export const CLEARABLE = new Set(['amount', 'text', 'textarea', 'otp', 'date']);
