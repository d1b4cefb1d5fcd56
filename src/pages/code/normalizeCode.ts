/** What is sent: the typed code trimmed and in upper case (codes are stored upper case). */
export const normalizeCode = (raw: string): string => raw.trim().toUpperCase();
export const MAX_CODE_LENGTH = 64;
