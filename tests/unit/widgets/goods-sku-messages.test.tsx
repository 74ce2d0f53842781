// @vitest-environment jsdom
// The option selector's price in yuan (¥, cents / 100, two decimals) and its buyer's messages:
// each labelled by its name, phone fields keep digits only, a problem named once touched, and
// the value carries the first problem so the form refuses it.
import './dom-stubs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './harness';

const goods = {
  quota: 0,
  quotaUsed: 0,
  startSaleNum: 1,
  noneSku: true,
  tree: [],
  list: [{ id: 'BAG', price: 120_050, stock_num: 10 }],
  properties: [],
  messages: [
    { name: { 'zh-TW': '收件人電話', 'zh-CN': '收件人电话', en: 'Recipient mobile' }, type: 'mobile', required: true },
    { name: { 'zh-TW': '留言', 'zh-CN': '留言', en: 'Card message' }, type: 'text', required: false, multiple: true },
  ],
};

function show() {
  return renderForm({
    schema: { type: 'object', properties: { choice: { type: 'object' } } },
    uiSchema: { choice: { 'ui:field': 'goods-sku', 'ui:title': 'Option', 'ui:options': { goodsFrom: 'loaded.select.goods' } } },
    runContext: { loaded: { select: { goods } } },
  });
}

describe('option selector: price and buyer messages', () => {
  it('shows the price in yuan with ¥ and two decimals, not points', async () => {
    show();
    expect(await screen.findByText('¥1,200.50')).toBeInTheDocument();
    expect(screen.queryByText(/points/)).toBeNull();
  });

  it('keeps only the digits of a phone message and names an empty required one', async () => {
    const user = userEvent.setup();
    const form = show();
    const mobile = await screen.findByLabelText(/Recipient mobile/);
    await user.click(mobile);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in Recipient mobile');
    await user.type(mobile, '9123-45');
    const choice = () => form.data()?.choice as { messages?: string[]; messageError?: string };
    expect(choice().messages?.[0]).toBe('912345');
    expect(choice().messageError).toBeUndefined();
    await user.clear(mobile);
    await user.type(mobile, '9123');
    expect(choice().messageError).toBe('Recipient mobile: 6 to 20 digits');
  });
});
