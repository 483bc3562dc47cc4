/**
 * Watches bytes go by and says whether they are valid UTF-8 text without NUL bytes: how a .txt or .csv, which
 * have no magic bytes, is told from a binary renamed to look like one. Stops looking at the first failure.
 */
export class Utf8TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  update(chunk: Uint8Array): void {
    if (!this.valid) return;
    if (chunk.includes(0)) {
      this.valid = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.valid = false;
    }
  }

  /** True when everything seen was text (a sequence cut at the very end counts as invalid). */
  isText(): boolean {
    if (!this.valid) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
