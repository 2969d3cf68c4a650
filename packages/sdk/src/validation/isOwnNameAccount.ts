// Bank holder names are compared without spaces, in one Unicode form and case, so '홍 길동' is '홍길동'.
const normalizeName = (name: string): string => name.normalize('NFC').replace(/\s+/g, '').toUpperCase();

/**
 * Whether money may go to an account of this holder (§9 own-name account): the holder names the member as
 * registered, compared without white space, in NFC and upper case; an empty holder never does.
 * @example isOwnNameAccount(' 홍 길동 ', '홍길동') // true
 */
export function isOwnNameAccount(accountHolder: string, memberName: string): boolean {
  const holder = normalizeName(accountHolder);
  return holder !== '' && holder === normalizeName(memberName);
}
