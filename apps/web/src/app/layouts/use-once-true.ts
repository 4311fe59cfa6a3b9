import { useState } from 'react';

/**
 * True from the first render where `value` is true on. A rarely shown overlay whose code loads on demand
 * is mounted the first time it is wanted and then stays mounted, so its open and close transitions play.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
