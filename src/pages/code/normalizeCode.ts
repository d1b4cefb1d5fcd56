/** What is sent: the typed code without any spaces (people copy 'TEA 30' as printed in groups,
 *  and a wrong code costs one of the few tries) and in upper case (codes are stored upper case). */
export const normalizeCode = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();
export const MAX_CODE_LENGTH = 64;
