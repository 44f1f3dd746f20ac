/** A form-level error (spec 00 §8): in red, under the form's button; centred in the login cards. */
export function FormError({ message, centered = false }: { message: string | null | undefined; centered?: boolean }) {
  if (!message) return null;
  return (
    <p role="alert" className={`mt-4 whitespace-pre-wrap break-words text-sm text-red-600 ${centered ? 'text-center' : ''}`}>
      {message}
    </p>
  );
}
