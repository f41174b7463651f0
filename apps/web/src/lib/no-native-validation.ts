/**
 * No form shows the browser's own validation bubble: it speaks the browser's language, covers the
 * app's localized message under the field and stops the app's validation from running at all. Every
 * form the app renders, now or later, is marked `novalidate`; the forms validate with the
 * contract's rules instead.
 */
export function turnOffNativeValidation(root: HTMLElement = document.body): () => void {
  const mark = (node: Node) => {
    if (node instanceof HTMLFormElement) node.noValidate = true;
    else if (node instanceof Element)
      for (const form of node.querySelectorAll('form')) form.noValidate = true;
  };
  mark(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(mark);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
