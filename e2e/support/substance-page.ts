import type { Locator, Page } from 'playwright-core';
import { type ApprovalStep, approvalAfterStep, approvalStateOf } from '../../shared/domain/substances';
import type { ServerApi } from './server-api';

/** The substance screen: its sections, their warnings and the approval workflow. */
export class SubstancePage {
  readonly approval: Locator;

  constructor(private readonly page: Page) {
    this.approval = page.getByTestId('approval');
  }

  async open(id: string): Promise<void> {
    await this.page.goto(`/substances/${id}`);
    await this.approval.waitFor();
  }

  /** The titles in the bar of sections, in order (without their warning marks). */
  sectionTitles(): Promise<string[]> {
    return this.page.locator('.form-section-nav .form-section-jump-title').allInnerTexts();
  }

  section(key: string): Locator {
    return this.page.locator(`section[data-section="${key}"]`);
  }

  /** Collapses or opens a section by its heading. */
  async toggle(key: string): Promise<void> {
    await this.page.locator(`#section-${key}-toggle`).click();
  }

  isOpen(key: string): Promise<boolean> {
    return this.page.locator(`#section-${key}-body`).isVisible();
  }

  /** The titles of the sections the bar marks as holding warnings. */
  markedSections(): Promise<string[]> {
    return this.page
      .locator('.form-section-nav .form-section-jump', { has: this.page.locator('.form-section-mark') })
      .locator('.form-section-jump-title')
      .allInnerTexts();
  }

  /** Jumps to a section from the bar. */
  async jumpTo(title: string): Promise<void> {
    await this.page.locator('.form-section-nav .form-section-jump', { hasText: title }).click();
  }

  /** The warnings shown in a section, by rule id. */
  warning(key: string, rule: string): Locator {
    return this.section(key).locator(`[data-warning="${rule}"]`);
  }

  state(): Promise<string> {
    return this.page.getByTestId('approval-state').innerText();
  }

  waiting(): Locator {
    return this.page.getByTestId('approval-waiting');
  }

  /** The buttons of the steps offered now, by step. */
  offeredSteps(): Promise<string[]> {
    return this.approval
      .locator('.approval-actions button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-step') ?? ''));
  }

  /** Opens a step, lets `fill` enter its inputs and confirms it; waits until it is stored on the device. */
  async takeStep(step: ApprovalStep, fill: () => Promise<void> = async () => {}): Promise<void> {
    await this.approval.locator(`.approval-actions button[data-step="${step}"]`).click();
    await fill();
    await this.page.getByTestId('approval-step-confirm').click();
    await this.page.getByTestId('approval-step-saved').waitFor();
  }

  /** The timeline's steps as their headings read. */
  timeline(): Promise<string[]> {
    return this.approval.locator('.approval-timeline-what').allInnerTexts();
  }
}

/**
 * Brings a seeded substance's approval back to REQUESTED through the workflow's own steps (a
 * checked one is rejected first), as a device of its own would, so other runs find it as seeded.
 */
export async function backToRequested(server: ServerApi, id: string): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const current = await server.document(id);
    if (!current) throw new Error(`no substance ${id}`);
    const state = approvalStateOf(current.data.approval);
    if (state === 'REQUESTED') return;
    const next =
      state === 'SUBSTITUTION_CHECKED'
        ? approvalAfterStep(current.data.approval, 'REJECT', { rejectionReason: 'Testlauf zurückgesetzt' })
        : approvalAfterStep(current.data.approval, 'REQUEST');
    await server.restore('SUBSTANCE', id, { ...current.data, approval: next });
  }
}
