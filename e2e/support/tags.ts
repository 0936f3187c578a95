// The tags of the e2e tests. Each test's title names the remotes it crosses (`@catalog @shell`),
// which `npm run e2e -- --remote NAME` selects by; a test that needs the suite's own stack is marked
// with ownStack(why) and is left out of runs against a deployment (README, "QA").
import type { TestDetails } from '@playwright/test';

export const REMOTE_TAGS = ['@catalog', '@auth', '@community', '@profile', '@business', '@shell'] as const;
export const OWN_STACK_TAG = '@own-stack';

/**
 * The details of a test that can only run on the stack the suite starts itself (it builds variants
 * of the apps, stops and restarts servers, reads the stack's files or database): `why` is printed
 * when a deployment run leaves it out.
 */
export function ownStack(why: string): TestDetails {
  return { tag: OWN_STACK_TAG, annotation: { type: 'own-stack', description: why } };
}
