// A button that shows it is working. antd-mobile's Button puts a spinner in place of its text
// while loading, which leaves the button with no accessible name at the moment a screen-reader
// user is most likely to ask what is happening (axe: button-name, critical). Here the text stays
// beside the spinner, and the button says it is busy.
import { Button, type ButtonProps } from 'antd-mobile';

export type BusyButtonProps = Omit<ButtonProps, 'children' | 'loadingText'> & { children: string };

export function BusyButton({ children, loading, ...props }: BusyButtonProps) {
  return (
    <Button {...props} loading={loading} loadingText={children} aria-busy={loading === true ? true : undefined}>
      {children}
    </Button>
  );
}
