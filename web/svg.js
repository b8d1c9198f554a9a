/* The boards are the library's own SVG, put inline so the page's test and
 * its styles can reach them. Every picture defines the same ids (the queen
 * symbol), and ids must be unique in one document, so each copy gets its
 * ids prefixed and its references rewritten to match. */

let copies = 0;

export function placeSvg(container, text) {
  container.replaceChildren();
  if (!text) return;
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName !== 'svg') return;
  const prefix = `p${++copies}-`;
  const renamed = new Set();
  for (const element of svg.querySelectorAll('[id]')) {
    renamed.add(element.id);
    element.id = prefix + element.id;
  }
  for (const element of svg.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const value = attribute.value.replace(/(^#|url\(#)([^)\s]+)/g, (whole, lead, id) =>
        renamed.has(id) ? lead + prefix + id : whole);
      if (value !== attribute.value) element.setAttributeNS(attribute.namespaceURI, attribute.name, value);
    }
  }
  const title = svg.querySelector('title');
  svg.setAttribute('role', 'img');
  if (title) svg.setAttribute('aria-label', title.textContent);
  container.appendChild(document.importNode(svg, true));
}
