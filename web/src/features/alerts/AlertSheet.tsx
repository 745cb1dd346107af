import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { LocationPill, type DeviceLocation } from '../../ui/location';
import { FormActions } from '../../ui/form/FormActions';
import type { FamilyFilter } from '../feed/feedRequest';
import { useCategories, useFamilies } from '../taxonomy/queries';
import { alertInputFor, checkAlert, termsOf, type FeedSelection } from './alertDraft';
import { describeAlert } from './describeAlert';
import { PriceCapField } from './PriceCapField';
import { useCreateAlert } from './queries';
import { saveFailure, type SaveFailure } from './saveFailure';
import { SaveProblem } from './SaveProblem';
import './strings';
import './buttonStrings';

export interface AlertSheetProps {
  search: string;
  categoryId: number | null;
  families: FamilyFilter;
  rangeKm: number;
  location: DeviceLocation;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The feed's filters in words, an optional price cap and Save: a sheet from the bottom on a
 * phone, a centred box on wide screens (the native <dialog>, so focus stays inside it).
 */
export function AlertSheet(props: AlertSheetProps) {
  const { search, categoryId, families, rangeKm, location, onClose, onSaved } = props;
  const { t, i18n } = useTranslation();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const summaryId = useId();
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<SaveFailure | null>(null);
  const create = useCreateAlert();
  // Both are in the cache already: the feed's own selects loaded them.
  const categories = useCategories();
  const categoryFamilies = useFamilies(categoryId);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const position = location.position
    ? { lat: location.position.lat, lng: location.position.lng }
    : null;
  const selection: FeedSelection = { search, families, position, rangeKm };
  const names = { categories: categories.data, families: categoryFamilies.data };
  const words = describeAlert(termsOf(selection, price), 'here', names, t, i18n.resolvedLanguage);
  const draft = alertInputFor(selection, price);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (typeof draft === 'string' || create.isPending) return;
    const checked = checkAlert(draft);
    if (!checked.ok) {
      setProblem({ kind: 'fields', fields: checked.fields });
      return;
    }
    setProblem(null);
    create.mutate(checked.body, {
      onSuccess: onSaved,
      onError: (error) => {
        const failure = saveFailure(error);
        if (failure.kind === 'signIn') void navigate('/login', { state: { from: routerLocation } });
        else setProblem(failure);
      },
    });
  };

  const fields = problem?.kind === 'fields' ? problem.fields : {};
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-auto mt-auto mb-0 w-full max-w-none rounded-t-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50 sm:m-auto sm:w-[min(30rem,calc(100%-2rem))] sm:rounded-2xl"
    >
      <form
        noValidate
        onSubmit={save}
        className="space-y-4 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:p-5"
      >
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {t('alerts.button.alertMe')}
        </h2>
        <div id={summaryId}>
          <p className="text-sm text-ink-muted">{t('alerts.sheet.watching')}</p>
          <p className="mt-1 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
            {words.sentence}
          </p>
        </div>
        {position ? null : (
          <div className="space-y-1">
            <p className="font-medium">{t('alerts.sheet.needLocation')}</p>
            <LocationPill location={location} />
          </div>
        )}
        {draft === 'families' ? (
          <p className="text-sm text-ink-muted">{t('alerts.sheet.waitingFamilies')}</p>
        ) : null}
        <PriceCapField
          value={price}
          onChange={(next) => {
            setPrice(next);
            if (problem?.kind === 'fields') setProblem(null);
          }}
          error={translate(fields.maxPrice)}
        />
        <p className="text-sm text-ink-muted">{t('alerts.sheet.how')}</p>
        <SaveProblem problem={problem} />
        <FormActions
          onCancel={onClose}
          cancelLabel={t('alerts.sheet.cancel')}
          submitLabel={t('alerts.sheet.save')}
          pendingLabel={t('alerts.sheet.saving')}
          pending={create.isPending}
          disabled={typeof draft === 'string'}
          autoFocusSubmit
        />
      </form>
    </dialog>
  );
}
