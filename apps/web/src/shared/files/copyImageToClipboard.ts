/**
 * Puts the image at `url` on the clipboard. Browsers accept only PNG there, so other formats are redrawn as
 * PNG first. The clipboard item gets a promise rather than a blob so the write starts within the click that
 * asked for it (Chrome and Safari refuse a write that comes after an await).
 */
export async function copyImageToClipboard(url: string): Promise<void> {
  const png = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
    if (!response.ok) throw new Error(`The image could not be read (${response.status})`);
    const blob = await response.blob();
    return blob.type === 'image/png' ? blob : toPng(blob);
  });
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}

async function toPng(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be converted'))),
      'image/png',
    ),
  );
}
