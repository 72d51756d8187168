/**
 * Moves the focus to the first input the last save found faulty, so a long form (or a review
 * in a dialog) never leaves the user with "inputs are faulty" and no idea where: a faulty
 * control carries `aria-invalid`; a faulty list or group (e.g. a required list left empty) is
 * its fieldset with the error list, whose first control (its "Add entry" button) takes the focus.
 */
export function focusFirstIssue(root: HTMLElement | null): void {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby]');
  if (!target) return;
  const control =
    target instanceof HTMLFieldSetElement
      ? target.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]:not([tabindex="-1"])')
      : target;
  (control ?? target).scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}
