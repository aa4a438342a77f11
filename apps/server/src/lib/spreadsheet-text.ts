/**
 * Text for a spreadsheet cell that a spreadsheet will not run: a cell starting with = + - @, a
 * tab or a carriage return is a formula to Excel and LibreOffice (a client named
 * `-2+3+cmd|"/C calc"!A0` would be one), so it is written after an apostrophe, which both show as
 * text. A plain number, negative ones included, is not a formula and stays a number.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-\d+(?:[.,]\d+)?$/.test(value) ? `'${value}` : value;
}
