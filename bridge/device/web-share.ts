// Sharing in a browser: the Web Share API (with the receipt's picture where the browser can
// share files, else its text), and where there is none the text goes to the clipboard.
import type { ShareContent, ShareOutcome } from './types';

export async function webShare(content: ShareContent, nav: Navigator = navigator): Promise<ShareOutcome> {
  const { title, text, image, fileName } = content;
  const file = image ? new File([image], fileName ?? 'receipt.png', { type: image.type || 'image/png' }) : null;
  try {
    if (file && nav.canShare?.({ files: [file] })) await nav.share({ title, files: [file] });
    else if (typeof nav.share === 'function') await nav.share({ title, text });
    else {
      await nav.clipboard.writeText(text);
      return 'copied';
    }
    return 'shared';
  } catch (error) {
    // Closing the share sheet is the customer's choice, not a failure.
    return (error as Error).name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
