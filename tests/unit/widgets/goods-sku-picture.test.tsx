// @vitest-environment jsdom
// A buyer's message that is a picture: a jpg or png is resized and sent to the bank's upload
// root, and the message holds the upload id the bank answered; any other file is refused at
// once, with the reason, and nothing is sent. The confirm page's list of messages names it.
import './dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from './harness';

// The resizer draws on a canvas, which the test's DOM has not: the file passes through as it is.
vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const goods = {
  quota: 0,
  quotaUsed: 0,
  startSaleNum: 1,
  noneSku: true,
  tree: [],
  list: [{ id: 'CARD', price: 5_000, stock_num: 10 }],
  properties: [],
  messages: [{ name: { 'zh-TW': '心意卡相片', 'zh-CN': '心意卡相片', en: 'Card photo' }, type: 'image', required: true }],
};

function show(upload: (target: string, body: Blob, type: string) => Promise<unknown>) {
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:preview';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
  return renderForm({
    schema: { type: 'object', properties: { choice: { type: 'object' } } },
    uiSchema: { choice: { 'ui:field': 'goods-sku', 'ui:title': 'Option', 'ui:options': { goodsFrom: 'loaded.select.goods' } } },
    runContext: { loaded: { select: { goods } } },
    upload,
  });
}

describe("a picture for a buyer's message", () => {
  it("is uploaded, and the message holds the bank's upload id", async () => {
    const upload = vi.fn(async () => ({ uploadId: `GM${'ab'.repeat(12)}` }));
    const form = show(upload);
    fireEvent.change(await screen.findByLabelText(/Card photo/), { target: { files: [new File(['png'], 'card.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeTruthy());
    expect(upload).toHaveBeenCalledWith('goods-message-image', expect.any(File), 'image/png');
    const choice = form.data()!.choice as { messages: string[]; messageError?: string; messagesText?: string };
    expect(choice.messages).toEqual([`GM${'ab'.repeat(12)}`]);
    expect(choice.messageError).toBeUndefined();
    expect(choice.messagesText).toBe('Card photo: picture uploaded');
  });

  it('refuses a file that is not a jpg or png, and sends nothing', async () => {
    const upload = vi.fn();
    show(upload);
    fireEvent.change(await screen.findByLabelText(/Card photo/), { target: { files: [new File(['gif'], 'card.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(screen.getByText('Upload failed: Only jpg, jpeg or png images are accepted')).toBeTruthy());
    expect(upload).not.toHaveBeenCalled();
  });
});
