// Error messages under a control. role="alert" makes screen readers announce a message when
// validation adds it, since the customer's focus is usually elsewhere (the submit button).
import './shared.css';

export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] | undefined }) {
  const messages = [...new Set((errors ?? []).filter((e) => !!e))];
  if (messages.length === 0) return null;
  return (
    <div id={id} className="rb-field__errors" role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}
