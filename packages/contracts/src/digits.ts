/**
 * Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin ones: Arabic keyboards type them, and a
 * number must mean the same whichever digits it was typed in. Free of zod, so a page can import it alone
 * (`@tabib/contracts/digits`).
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String(d.charCodeAt(0) - (d >= '\u06f0' ? 0x06f0 : 0x0660)),
  );
}
