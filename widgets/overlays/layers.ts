// Spec section 9: "modal z-index starts 2000". Every modal layer of the kit (the mask under a
// toast, sheets, centred pop-ups, dialogs, modals) starts at this one number, above anything
// the page itself stacks (the sticky header is at 10); a popover hangs just above the layer it
// opens from, as the kit places it (its own default is its modal layer + 30).
export const MODAL_Z_INDEX = 2000;

/** The kit's CSS variables for its modal layers, all from MODAL_Z_INDEX. */
export const modalLayerVariables = {
  '--adm-mask-z-index': MODAL_Z_INDEX,
  '--adm-popup-z-index': MODAL_Z_INDEX,
  '--adm-center-popup-z-index': MODAL_Z_INDEX,
  '--adm-dialog-z-index': MODAL_Z_INDEX,
  '--adm-modal-z-index': MODAL_Z_INDEX,
  '--adm-popover-z-index': MODAL_Z_INDEX + 30,
} as const;

/**
 * Sets the variables on the document's root. Set through the CSSOM (allowed under the app's
 * strict CSP, which refuses inline style attributes and injected <style>, not this), so the
 * number lives only here rather than again in a style sheet.
 */
export function applyModalLayers(root: HTMLElement | undefined = typeof document === 'undefined' ? undefined : document.documentElement): void {
  if (!root) return;
  for (const [name, value] of Object.entries(modalLayerVariables)) root.style.setProperty(name, String(value));
}
