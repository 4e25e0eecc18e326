import { useEffect, useState } from 'react';

/**
 * The last `value` that stayed the same for `ms` (compared as JSON), null until one has; a
 * query keyed on it is asked once the user stops typing. `settled` says whether it is the
 * current value (false while a change waits out its delay).
 */
export function useSettled<T>(value: T, ms: number): { value: T | null; settled: boolean } {
  const key = JSON.stringify(value);
  const [last, setLast] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setLast({ key, value: JSON.parse(key) as T }), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return { value: last?.value ?? null, settled: last?.key === key };
}
