/** The 'Loading...' state of spec 00 §2. */
export function LoadingText() {
  return (
    <p role="status" className="text-center text-secondary">
      Loading...
    </p>
  );
}
