// The loading indicator counter (spec section 4): open at the first pending call that
// wants one, close only when the last of them settles, whatever its outcome.

export interface LoadingCounter {
  begin(): void;
  end(): void;
  count(): number;
}

export function createLoadingCounter(onChange: (visible: boolean) => void): LoadingCounter {
  let pending = 0;
  return {
    begin() {
      pending += 1;
      if (pending === 1) onChange(true);
    },
    end() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) onChange(false);
    },
    count: () => pending,
  };
}
