/** Saves a file that an answer carried as base64 (e.g. an Excel export) through the browser's download. */
export function saveBase64File(fileName: string, base64: string, mimeType: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once click() returns; the URL would otherwise hold them for the page's life.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
