// Building the extension's UI from text: every string from the server goes in as textContent,
// never as HTML.

type Attributes = Record<string, string>;

/** An element with attributes and children (strings become text nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

/** A button that runs `action` on click, disabled while it runs. */
export function button(label: string, action: () => Promise<void> | void, attributes: Attributes = {}) {
  const node = el('button', { type: 'button', ...attributes }, label);
  node.addEventListener('click', async () => {
    node.disabled = true;
    try {
      await action();
    } finally {
      node.disabled = false;
    }
  });
  return node;
}

/** Copies text to the clipboard; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
