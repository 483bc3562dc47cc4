/**
 * The files a paste event carries (a screenshot, files copied in a file manager), or none when it carries
 * only text. Screenshots all arrive named image.png; they get a name of their own so several pasted one
 * after another can be told apart in the list and in the download.
 */
export function clipboardFiles(data: DataTransfer | null, now = new Date()): File[] {
  if (!data) {
    console.debug('No clipboard data available');
    return [];
  }
  const files = data.files.length > 0 ? [...data.files] : fromItems(data.items);
  if (files.length === 0) console.debug('No files found in clipboard');
  return files.map((file, index) => (isUnnamedPaste(file) ? renamed(file, now, index) : file));
}

function fromItems(items: DataTransferItemList | undefined): File[] {
  if (!items) return [];
  return [...items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

function isUnnamedPaste(file: File): boolean {
  return file.name === '' || /^image\.(png|jpe?g|gif|webp|bmp)$/i.test(file.name);
}

function renamed(file: File, now: Date, index: number): File {
  const extension = file.name.split('.').pop() || file.type.split('/')[1] || 'png';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}.${pad(now.getMinutes())}.${pad(now.getSeconds())}`;
  const suffix = index > 0 ? ` (${index + 1})` : '';
  return new File([file], `Pasted image ${stamp}${suffix}.${extension}`, {
    type: file.type,
    lastModified: file.lastModified,
  });
}
