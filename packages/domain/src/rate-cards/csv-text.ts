/**
 * Reads CSV text (RFC 4180: commas, double-quoted cells with "" for a quote, CRLF or LF line ends) into rows
 * of cells, each with its line number. Blank lines are dropped. A cell that an export defused with a leading
 * apostrophe ('=1, '-2) is read back without it, so an exported file imports as it was.
 */
export function parseCsvText(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    cells.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    line++;
    rowLine = line;
  };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (body[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
