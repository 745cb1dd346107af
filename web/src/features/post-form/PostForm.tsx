import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useDeviceLocation } from '../../ui/location';
import { METRO_MANILA } from '../feed-map/mapArea';
import { useCategories } from '../taxonomy/queries';
import { BottomBar } from './BottomBar';
import { ExpiryField } from './fields/ExpiryField';
import { LocationField } from './fields/LocationField';
import { PhotoField } from './fields/PhotoField';
import { PriceField } from './fields/PriceField';
import { QuantityField } from './fields/QuantityField';
import { TaxonomyFields } from './fields/TaxonomyFields';
import { TextFields } from './fields/TextFields';
import { UnitField } from './fields/UnitField';
import { errorKeysOf } from './form/errorKeys';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { fieldIds } from './form/fieldIds';
import { sectionClass } from './form/styles';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { sendsNewPhoto } from './photoState';
import { POST_FORM_FIELDS, type PostFormField, type PostFormValues } from './postFormValues';
import { fieldErrorsFromSaveError, saveFailureOf } from './saveErrors';

/** What the edit form knows about the post as saved. */
export interface SavedPost {
  photo: string | null;
  unit: string;
  categoryId: number;
  categoryName: string;
  expired: boolean;
  /** Sold plus held for buyers, in the post's unit: the least the quantity may be. */
  committed: number;
  /** The post's exact point (its owner sees it): where "Set on the map" starts. */
  point?: { lat: number; lng: number };
}

interface PostFormProps<Output> {
  mode: 'create' | 'edit';
  resolver: Resolver<PostFormValues, unknown, Output>;
  defaultValues: PostFormValues;
  saved?: SavedPost;
  backTo: string;
  /** Sends the values; rejects with the API's error. Success handling is the page's. */
  onSave: (values: Output, onProgress: (fraction: number) => void) => Promise<void>;
  /** The post was canceled or sold meanwhile (409). */
  onNotEditable?: () => void;
}

const sectionTitle = 'text-lg font-bold text-brand-900';

// Leaflet and the map's code load when "Set on the map" is first opened (issue 38).
const PinPicker = lazy(() =>
  import('../feed-map/PinPicker').then((module) => ({ default: module.PinPicker })),
);

function MapLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mt-2 text-sm text-ink-muted">
      {t('postForm.location.mapLoading')}
    </p>
  );
}

/** The create and edit form: one layout, checked by the shared schema the page passes. */
export function PostForm<Output>(props: PostFormProps<Output>) {
  const { mode, resolver, defaultValues, saved, backTo, onSave, onNotEditable } = props;
  const { t } = useTranslation();
  const { signOut } = useSession();
  const message = useValidationMessage();
  const form = useForm<PostFormValues, unknown, Output>({
    resolver,
    defaultValues,
    // The error summary takes focus instead of the first field.
    shouldFocusError: false,
  });
  const { handleSubmit, setError, clearErrors, setValue, getValues, control } = form;
  const { errors, isSubmitting } = form.formState;
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  // Edit keeps the post's location unless the seller taps Refresh on this page.
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);
  const location = useDeviceLocation({ autoLocate: mode === 'create' });
  const { position } = location;
  // A point set on the map (issue 38) wins until the seller asks the device again.
  const [pinned, setPinned] = useState<{ lat: number; lng: number } | null>(null);
  const [picking, setPicking] = useState(false);
  const fromDevice =
    position && (mode === 'create' || (refreshedAt !== null && position.at >= refreshedAt))
      ? position
      : null;
  const usable = pinned ?? fromDevice;

  const categories = useCategories();
  const [categoryId, images] = useWatch({ control, name: ['categoryId', 'images'] });
  const categoryName =
    categories.data?.find((item) => String(item.id) === categoryId)?.name ??
    (saved && String(saved.categoryId) === categoryId ? saved.categoryName : undefined);

  const shown: Partial<Record<PostFormField, string>> = {};
  for (const [field, key] of Object.entries(errorKeysOf(errors))) {
    shown[field as PostFormField] = message(key);
  }
  // A position that arrived after the failed submit settles the location problem.
  if (usable) delete shown.location;
  const summary = POST_FORM_FIELDS.flatMap((field) => {
    const text = shown[field];
    if (!text) return [];
    // The family select is disabled until a category is chosen: send focus there.
    const target = field === 'familyId' && !categoryId ? 'categoryId' : field;
    return [{ fieldId: fieldIds(target).input, text }];
  });

  const showSummary = () => setSummaryFocus((count) => count + 1);

  const onFailed = (error: unknown) => {
    const fields = fieldErrorsFromSaveError(error);
    if (fields) {
      for (const [field, key] of Object.entries(fields)) {
        setError(field as PostFormField, { type: 'server', message: key });
      }
      showSummary();
      return;
    }
    const kind = saveFailureOf(error);
    // The token was revoked: the app's rule is to sign out, which also leaves this page.
    if (kind === 'signedOut') return signOut();
    if (kind === 'notEditable') onNotEditable?.();
    setFailure(t(`postForm.errors.${kind}`));
  };

  const onValid = async (values: Output) => {
    setFailure(null);
    const withPhoto = sendsNewPhoto(getValues('images'));
    setUploadProgress(withPhoto ? 0 : null);
    try {
      await onSave(values, (fraction) => {
        if (withPhoto) setUploadProgress(fraction);
      });
    } catch (error) {
      onFailed(error);
    } finally {
      setUploadProgress(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The location lives outside the inputs; hand the current one to the schema.
    setValue('lat', usable?.lat ?? null);
    setValue('lng', usable?.lng ?? null);
    void handleSubmit(onValid, () => {
      setFailure(null);
      showSummary();
    })(event);
  };

  const isEdit = mode === 'edit';
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="mt-6 space-y-6">
        {summaryFocus > 0 ? <ErrorSummary items={summary} focusKey={summaryFocus} /> : null}

        <section className={sectionClass}>
          <h2 className={sectionTitle}>{t('postForm.sections.item')}</h2>
          <TaxonomyFields categoryError={shown.categoryId} familyError={shown.familyId} />
          <TextFields titleError={shown.title} descriptionError={shown.description} />
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitle}>{t('postForm.sections.amount')}</h2>
          <PriceField error={shown.price} />
          <div className="grid gap-5 sm:grid-cols-2">
            <QuantityField
              error={shown.qty}
              committed={saved?.committed ?? 0}
              unit={saved?.unit ?? ''}
              categoryName={categoryName}
            />
            <UnitField error={shown.unit} categoryName={categoryName} keptUnit={saved?.unit} />
          </div>
        </section>

        <section className={sectionClass}>
          <PhotoField
            images={images}
            saved={saved?.photo ?? null}
            error={shown.images}
            uploadProgress={uploadProgress}
            disabled={isSubmitting}
            onChange={(next) => {
              clearErrors('images');
              setValue('images', next, { shouldDirty: true });
            }}
            onFailure={(key) => setError('images', { type: 'photo', message: key })}
            onBusyChange={setPhotoBusy}
          />
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitle}>{t('postForm.sections.when')}</h2>
          <ExpiryField
            error={shown.expiresInDays}
            note={saved?.expired ? t('postForm.edit.expiredNote') : undefined}
          />
          <LocationField
            mode={mode}
            location={location}
            refreshed={usable !== null}
            error={shown.location}
            onLocate={() => {
              setPinned(null);
              setRefreshedAt(Date.now());
              location.locate();
            }}
            pinned={pinned !== null}
            onSetOnMap={() => setPicking(true)}
          />
          {picking ? (
            <Suspense fallback={<MapLoading />}>
              <PinPicker
                start={pinned ?? position ?? saved?.point ?? METRO_MANILA}
                onPick={(point) => {
                  setPinned(point);
                  setPicking(false);
                }}
                onCancel={() => setPicking(false)}
              />
            </Suspense>
          ) : null}
        </section>

        <BottomBar
          submitLabel={isEdit ? t('postForm.edit.submit') : t('postForm.create.submit')}
          submittingLabel={isEdit ? t('postForm.edit.submitting') : t('postForm.create.submitting')}
          submitting={isSubmitting}
          blocked={photoBusy}
          backTo={backTo}
          failure={failure}
        />
      </form>
    </FormProvider>
  );
}
