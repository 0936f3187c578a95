/**
 * The post composer of the home and community pages (ComposerForm.tsx), loaded when it first renders
 * (for a signed-in member): react-hook-form and the form layer stay out of a visitor's first load.
 */
import { lazyForm } from '@ironscore/ui';
import type { ComposerProps } from './ComposerForm';

export type { ComposerProps } from './ComposerForm';

export const Composer = lazyForm<ComposerProps>(() => import('./ComposerForm').then((m) => m.ComposerForm));
