// Edit post (SPEC §5): the API body of PATCH /api/posts/{id} (snake_case, as SPEC §7
// names it), the edit form's schema, and the conversion between them.

import { z } from 'zod';
import { expiryFromDays } from '../expiry';
import { roundCoordinate } from '../geo';
import { taxonomyIdField } from './fields';
import { MESSAGE_KEY } from './messages';
import {
  descriptionField,
  expiresAtField,
  latField,
  lngField,
  postImagesBodyField,
  postFormFields,
  postImagesField,
  priceField,
  qtyField,
  systemNow,
  titleField,
  unitField,
  withFormLocation,
  type Clock,
} from './post-fields';

/** Body of PATCH /api/posts/{id}. Images and location are optional; lat and lng go together. */
export function makeEditPostBody({ now = systemNow }: Clock = {}) {
  return z
    .object(
      {
        title: titleField,
        description: descriptionField,
        price: priceField,
        qty: qtyField,
        unit: unitField,
        family_id: taxonomyIdField(MESSAGE_KEY.requiredFamily),
        expires_at: expiresAtField(now),
        images: postImagesBodyField.optional(),
        lat: latField.optional(),
        lng: lngField.optional(),
      },
      { error: MESSAGE_KEY.invalid },
    )
    .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
      path: ['lat'],
      error: MESSAGE_KEY.locationInvalid,
    });
}

export const editPostBody = makeEditPostBody();
export type EditPostBody = z.output<typeof editPostBody>;

/**
 * The edit form over raw values. Images undefined means "keep the current photo"; a null
 * location means "keep the post's location". Expiry problems read post.new.expiresInvalid
 * (SPEC), except beyond 30 days, which says so.
 */
export const editPostForm = withFormLocation(
  z.object(
    {
      ...postFormFields({
        required: MESSAGE_KEY.expiresInvalid,
        belowMin: MESSAGE_KEY.expiresInvalid,
        notWhole: MESSAGE_KEY.expiresInvalid,
      }),
      images: postImagesField.optional(),
    },
    { error: MESSAGE_KEY.invalid },
  ),
  false,
);

export type EditPostFormInput = z.input<typeof editPostForm>;
export type EditPostFormValues = z.output<typeof editPostForm>;

/** The PATCH body for valid edit-form values. */
export function editPostBodyFromForm(
  values: EditPostFormValues,
  now: Date = new Date(),
): EditPostBody {
  const body: EditPostBody = {
    title: values.title,
    description: values.description,
    price: values.price,
    qty: values.qty,
    unit: values.unit,
    family_id: values.familyId,
    expires_at: expiryFromDays(values.expiresInDays, now),
  };
  if (values.images !== undefined) body.images = values.images;
  if (values.lat != null && values.lng != null) {
    body.lat = roundCoordinate(values.lat);
    body.lng = roundCoordinate(values.lng);
  }
  return body;
}
