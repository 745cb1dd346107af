import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPostForm,
  editPostForm,
  type CreatePostFormInput,
  type CreatePostFormValues,
  type EditPostFormInput,
  type EditPostFormValues,
} from '@core/schemas';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { PostFormValues } from './postFormValues';

// The shared schemas check the forms exactly as the server checks the request bodies.

/**
 * A schema's resolver for form values narrower than the schema's input (the form holds
 * strings where the schema also takes numbers and nulls). react-hook-form's Resolver type
 * is invariant in its values, so the narrowing is a cast; the constraint keeps it honest.
 */
function forValues<Values extends Input, Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
): Resolver<Values, unknown, Output> {
  return resolver as unknown as Resolver<Values, unknown, Output>;
}

export const createPostResolver = forValues<
  PostFormValues,
  CreatePostFormInput,
  CreatePostFormValues
>(zodResolver(createPostForm));

export const editPostResolver = forValues<PostFormValues, EditPostFormInput, EditPostFormValues>(
  zodResolver(editPostForm),
);
