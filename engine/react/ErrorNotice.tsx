// An error notice above a form or a step (a refused log-on, a failed call): announced at
// once to screen readers. Plain markup on purpose: the kit's notice bar, with its scrolling
// and close icon, weighs more than the whole login page around it.
export function ErrorNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="error-notice">
      {message}
    </p>
  );
}
