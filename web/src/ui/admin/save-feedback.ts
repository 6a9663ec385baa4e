import { CombinedGraphQLErrors } from '@apollo/client';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { ErrorCode, readValidationErrors, type FieldError } from '@plumbing/shared';
import { reveal } from '../use-reveal';

/** Spec §8 and §9: the settings screens' banners. */
export const SettingsMessages = {
  saved: 'Settings saved successfully!',
  failed: 'Failed to save settings. Please try again.',
} as const;
const SAVED_BANNER_MS = 3000;

/** The server's validation errors by input field. */
export function fieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => readValidationErrors(graphQLError.extensions) ?? []);
}

/** Each refusal under its field of an antd form whose field paths are the input's (the input mirrors the form). */
export function showFieldErrors(form: FormInstance, fields: FieldError[]): void {
  form.setFields(fields.map((field) => ({ name: field.path, errors: field.messages })));
}

/**
 * Runs a form's save: what the server refuses by field is said under each field, the first brought
 * into view with the focus (on a phone it may be far above the button tapped); anything else is
 * answered in the server's words, or `fallback`, for the form to show. Null when saved, or said by field.
 */
export async function saveOrRefusal(form: FormInstance, save: () => Promise<void>, fallback: string): Promise<string | null> {
  try {
    await save();
    return null;
  } catch (error) {
    const fields = fieldErrors(error);
    if (fields.length === 0) return saveErrorText(error) ?? fallback;
    showFieldErrors(form, fields);
    revealField(form, fields[0].path);
    return null;
  }
}

/** A refused field brought to the middle of the screen with focus: on a phone, far from the Save that was tapped. */
export function revealField(form: FormInstance, path: Array<string | number>): void {
  form.scrollToField(path, { block: 'center', focus: true });
}

/**
 * `revealRefusal(field)` brings a refused field of `form` into view with focus, or without one the
 * element `fallback` holds, one frame after the render it causes: a tab's pane turns visible one
 * render after the switch, and a result banner revealed by its own effect in that commit goes
 * first, so the field keeps the focus on a slow phone too.
 */
export function useRevealRefusal(form: FormInstance, fallback?: RefObject<HTMLElement | null>): (field?: Array<string | number>) => void {
  // A new object for each refusal, so the same field is revealed again.
  const [refused, setRefused] = useState<{ field?: Array<string | number> } | null>(null);
  useEffect(() => {
    if (!refused) return;
    const frame = requestAnimationFrame(() => {
      if (refused.field) revealField(form, refused.field);
      else reveal(fallback?.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [refused, form, fallback]);
  return useCallback((field?: Array<string | number>) => setRefused({ field }), []);
}

/**
 * The server's words for a refused change (BAD_USER_INPUT, UNAUTHENTICATED, RATE_LIMITED, …), or null
 * when no GraphQL answer came back or only the server's generic "Internal server error", which
 * tells the owner less than the screen's own message.
 */
export function saveErrorText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const details = fieldErrors(error).flatMap((field) => field.messages);
  const worded = error.errors.filter((graphQLError) => graphQLError.extensions?.code !== ErrorCode.INTERNAL_SERVER_ERROR);
  const texts = details.length > 0 ? details : worded.map((graphQLError) => graphQLError.message);
  const text = [...new Set(texts)].filter(Boolean).join(' ');
  return text || null;
}

/**
 * A settings form's save: `runSave(save)` runs it and keeps the outcome SaveResult shows, saved (for
 * a few seconds) or the refusal in the server's words ('Error: …'), else the default message.
 */
export function useSettingsSave(): { saved: boolean; saveError: string | null; runSave: (save: () => Promise<unknown>) => Promise<void> } {
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const runSave = useCallback(async (save: () => Promise<unknown>) => {
    setSaved(false);
    setSaveError(null);
    try {
      await save();
      setSaved(true);
    } catch (thrown) {
      const text = saveErrorText(thrown);
      setSaveError(text ? `Error: ${text}` : SettingsMessages.failed);
    }
  }, []);

  return { saved, saveError, runSave };
}
