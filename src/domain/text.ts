// Vietnamese text helpers shared by the site and the server.

/** Canonical storage form: Unicode NFC, trimmed, inner whitespace collapsed. */
export const normalizeText = (value: string): string => value.normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * Folds case and Vietnamese diacritics: "KẾ TOÁN" and decomposed "Kế toán" both give "ke toan".
 * đ/Đ are letters of their own in Unicode, so they are mapped explicitly.
 */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** URL slug: folded, ascii letters and digits joined by single dashes. */
export const slugify = (value: string): string =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
