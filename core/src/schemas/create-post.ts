// Create post (SPEC §5): the API body of POST /api/posts, the form's own schema over raw
// input values, and the conversion from one to the other.

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

/**
 * Body of POST /api/posts. The clock is injectable because the expiry must lie in the
 * future; whether the unit suits the family's category is checked by the server, which
 * knows the category (isAllowedUnit).
 */
export function makeCreatePostBody({ now = systemNow }: Clock = {}) {
  return z.object(
    {
      title: titleField,
      description: descriptionField,
      price: priceField,
      qty: qtyField,
      unit: unitField,
      familyId: taxonomyIdField(MESSAGE_KEY.requiredFamily),
      images: postImagesBodyField.default([]),
      lat: latField,
      lng: lngField,
      expiresAt: expiresAtField(now),
    },
    { error: MESSAGE_KEY.invalid },
  );
}

export const createPostBody = makeCreatePostBody();
export type CreatePostBody = z.output<typeof createPostBody>;

/**
 * The create-post form over its raw values: text from inputs (price and quantity may use
 * a comma decimal mark), expiry as a day count, location possibly still null. Every rule
 * reports on its own field so a submit highlights all problems at once.
 */
export const createPostForm = withFormLocation(
  z.object(
    {
      ...postFormFields({
        required: MESSAGE_KEY.expiresRequired,
        belowMin: MESSAGE_KEY.expiresPast,
        notWhole: MESSAGE_KEY.expiresInvalid,
      }),
      images: postImagesField.default([]),
    },
    { error: MESSAGE_KEY.invalid },
  ),
  true,
);

export type CreatePostFormInput = z.input<typeof createPostForm>;
export type CreatePostFormValues = z.output<typeof createPostForm>;

/**
 * The API body for valid form values. Expiry becomes the end of day N in the seller's
 * local time; coordinates are rounded (about 100 m) before they leave the device.
 */
export function createPostBodyFromForm(
  values: CreatePostFormValues,
  now: Date = new Date(),
): CreatePostBody {
  if (values.lat == null || values.lng == null) {
    throw new TypeError('createPostBodyFromForm needs values that passed createPostForm');
  }
  return {
    title: values.title,
    description: values.description,
    price: values.price,
    qty: values.qty,
    unit: values.unit,
    familyId: values.familyId,
    images: values.images,
    lat: roundCoordinate(values.lat),
    lng: roundCoordinate(values.lng),
    expiresAt: expiryFromDays(values.expiresInDays, now),
  };
}
