/** Banner links are in-app paths; anything else is not followed. */
export function isInAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
