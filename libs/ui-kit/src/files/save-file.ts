/**
 * Hands a downloaded file to the browser under `name`: the consoles' exports (raw clicks, the
 * activity CSV, the finance files) and statement PDFs, fetched with the sign-in token, not by address.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
