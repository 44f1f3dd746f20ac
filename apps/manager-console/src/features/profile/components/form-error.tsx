/** A form-level error (spec 00 §8): in red, under the form's button. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 whitespace-pre-wrap break-words text-sm text-red-600">
      {message}
    </p>
  );
}
