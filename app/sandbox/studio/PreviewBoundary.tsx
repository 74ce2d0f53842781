// A step the engine cannot show yet (a step just added from a template, before it is
// connected) fails in the preview alone: the editors beside it stay usable.
import { Component, type ReactNode } from 'react';

interface Props {
  /** What the preview shows; a new value tries again. */
  showing: string;
  message: (reason: string) => string;
  children: ReactNode;
}

export class PreviewBoundary extends Component<Props, { failed: string | null; showing: string }> {
  override state = { failed: null as string | null, showing: this.props.showing };

  static getDerivedStateFromProps(props: Props, state: { failed: string | null; showing: string }) {
    return props.showing === state.showing ? null : { failed: null, showing: props.showing };
  }

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.failed !== null ? <p className="studio-status studio-status--error">{this.props.message(this.state.failed)}</p> : this.props.children;
  }
}
