'use client';

import { useState } from 'react';

type Check = { ok: true } | { ok: false; error: string };

/**
 * A text field's value and the key of its error. The error shows once the field has been left or
 * the form submitted, and then follows what is typed, so it goes away as soon as it is fixed.
 */
export function useCheckedField<R extends Check>(check: (raw: string) => R, submitted: boolean, initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const result = check(value);
  const checked: Check = result;
  const errorKey = (touched || submitted) && !checked.ok ? checked.error : null;
  return {
    value,
    setValue,
    result,
    errorKey,
    onBlur: () => setTouched(true),
    reset: () => {
      setValue(initial);
      setTouched(false);
    },
  };
}
