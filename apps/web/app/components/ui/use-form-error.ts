import { useState, type FormEvent } from 'react';
import { errorMessage } from '~/lib/api-client';

/**
 * The error line of a form that sends one request. `onSubmit(send)` is the form's submit handler:
 * it keeps the page from loading and clears the last error before `send` checks and sends;
 * `failed(fallback)` is the request's onError, which says what went wrong in words (`fallback`
 * when the answer says nothing more useful).
 */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    setError,
    onSubmit: (send: () => void) => (event: FormEvent) => {
      event.preventDefault();
      setError(null);
      send();
    },
    failed: (fallback: string) => (failure: unknown) => setError(errorMessage(failure, fallback)),
  };
}
