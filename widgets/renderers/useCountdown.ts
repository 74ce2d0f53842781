// Seconds left of a countdown that starts when the component mounts (0 when none is asked).
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    if (!seconds) return;
    setLeft(seconds);
    const timer = setInterval(() => setLeft((n) => Math.max(n - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
