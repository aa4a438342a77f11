import { useEffect, useMemo, useState } from 'react';
import { createFormControl, useFormState, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `useForm` for a large form that mounts with its page. `useForm` (7.92) sets
 * its state in a layout effect on mount (`isReady`); an update there is synchronous, so React
 * renders the form again and runs every pending effect of the page inside the commit, one long
 * task (decision 042, session 30). Here the form state comes from `useFormState`, which sets
 * nothing on mount, and what `useForm` does after mounting runs in a passive effect.
 *
 * The options are read once, when the form is created (as `useForm` reads `defaultValues`).
 */
export function useFormWithoutMountRender<T extends FieldValues, C = unknown, U = T>(options: UseFormProps<T, C, U>): UseFormReturn<T, C, U> {
  const [methods] = useState(() => {
    const { formControl: _, ...created } = createFormControl(options);
    return created;
  });
  const { control } = methods;
  const formState = useFormState({ control });

  useEffect(() => {
    control._formState.isReady = true;
    control._subjects.state.next({ isReady: true });
    if (!control._state.mount) {
      control._setValid();
      // Until mounted, the form reports its default values (isDirty compares against them).
      control._state.mount = true;
    }
  }, [control]);
  // As useForm after each render: a watch() read while rendering is published, and fields whose
  // inputs left the page are forgotten.
  useEffect(() => {
    if (control._state.watch) {
      control._state.watch = false;
      control._subjects.state.next({ ...control._formState });
    }
    control._removeUnmounted();
  });

  return useMemo(() => ({ ...methods, formState }) as UseFormReturn<T, C, U>, [methods, formState]);
}
