/**
 * Focuses the first field with an error in READING order (the DOM), not in the order the fields
 * registered with react-hook-form: its own shouldFocusError picked the checkbox group at the
 * bottom of Vistoria and Isenção because it registers first. Every request field is a native
 * input, select or textarea registered by name, so the names find them.
 */
export function focusFirstInvalid(root: HTMLElement | null | undefined, names: readonly string[]) {
  if (!root) return;
  // Form field names are identifiers (a.b for nested ones); anything else cannot be a selector.
  const selectors = names.filter((name) => /^[\w.]+$/.test(name)).map((name) => `[name="${name}"]`);
  if (selectors.length === 0) return;
  // querySelectorAll answers in document order.
  const fields = root.querySelectorAll<HTMLElement>(selectors.join(','));
  const first = [...fields].find((field) => !(field as HTMLInputElement).disabled && (field as HTMLInputElement).type !== 'hidden');
  first?.focus();
}
