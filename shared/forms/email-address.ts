/**
 * One e-mail address and nothing else, checked the same way by the forms, the server, the staff
 * accounts and the inbox's reply links. The forms' own pattern (non-space, @, non-space, a dot,
 * non-space) lets through "victim@corp.example,attacker@evil.example" and '"Eve" <ceo@corp>':
 * a list or a display name would turn a reply into mail to someone else. So the local part holds
 * no separators, quotes, brackets or spaces, and the domain is dot-separated labels of letters,
 * digits and hyphens ending in a top-level name of letters.
 */
export const SINGLE_EMAIL_ADDRESS =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{1,63}$/u

export const isSingleEmailAddress = (value: string): boolean => value.length <= 254 && SINGLE_EMAIL_ADDRESS.test(value)
