/** 'search-contact-12': the element id of a hit's option, which the input names as its active descendant. */
export function hitKey(kind: string, id: number): string {
  return `search-${kind}-${id}`;
}
