// The buyer's messages of the goods-style option selector (spec sections 3 and 5): each message
// has a name, a type, and whether it is required, multi-line (multiple) or a date and time
// (datetime). The same rules run in the browser (the selector) and on the bank (the redemption):
// a required message left empty asks to fill it in (or upload it, for an image) by its name;
// telephone takes digits only; a mobile number 6 to 20 digits; e-mail the spec's e-mail rule;
// an ID number 15 to 18 characters; text up to 200 characters; phone fields lose every
// character that is not a digit before they are checked. An image is uploaded first; the message
// then holds the upload's id, which the redemption claims.
import { emailProblem } from '../profile/email';

type Text = Record<string, string>;

export type MessageType = 'text' | 'tel' | 'mobile' | 'email' | 'id_no' | 'image' | 'time';

export interface SkuMessage {
  name: Text;
  type: MessageType;
  required: boolean;
  multiple?: boolean;
  datetime?: boolean;
  placeholder?: Text;
}

export type MessageProblem = 'fill' | 'upload' | 'tel' | 'mobile' | 'email' | 'id_no' | 'text';

export const MESSAGE_TEXT_MAX = 200;

/** What an image message holds: the id of the picture uploaded to the bank (server/http/goods-message-upload.ts). */
export const MESSAGE_IMAGE_ID = /^GM[0-9a-f]{24}$/;

/** What the customer typed, as it is kept: phone fields keep only their digits, others are trimmed. */
export function cleanMessage(type: MessageType, value: string): string {
  return type === 'tel' || type === 'mobile' ? value.replace(/\D+/g, '') : value.trim();
}

/** Why a message's value (already cleaned) is refused, or undefined. */
export function messageProblem(message: SkuMessage, value: string | undefined): MessageProblem | undefined {
  const text = value ?? '';
  if (text === '') return message.required ? (message.type === 'image' ? 'upload' : 'fill') : undefined;
  switch (message.type) {
    case 'tel':
      return /^\d+$/.test(text) ? undefined : 'tel';
    case 'mobile':
      return /^\d{6,20}$/.test(text) ? undefined : 'mobile';
    case 'email':
      return emailProblem(text) ? 'email' : undefined;
    case 'id_no':
      return text.length >= 15 && text.length <= 18 ? undefined : 'id_no';
    case 'text':
      return text.length <= MESSAGE_TEXT_MAX ? undefined : 'text';
    case 'image':
      return MESSAGE_IMAGE_ID.test(text) ? undefined : 'upload';
    default:
      return undefined;
  }
}

/** The first problem among the goods' messages, with the message's index, or undefined. */
export function messagesProblem(messages: readonly SkuMessage[], values: readonly (string | undefined)[]): { index: number; problem: MessageProblem } | undefined {
  for (const [index, message] of messages.entries()) {
    const problem = messageProblem(message, values[index] === undefined ? undefined : cleanMessage(message.type, values[index]!));
    if (problem) return { index, problem };
  }
  return undefined;
}
