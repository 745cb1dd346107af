import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { SettingsSection } from '../../ui/SettingsSection';
import { Spinner } from '../../ui/Spinner';
import { buttonSecondary } from '../../ui/styles';
import { formatMediumDate } from '../../i18n/shortDate';
import { BlockButton } from './BlockButton';
import { useBlockedPeople, type BlockedPerson } from './queries';
import './strings';

function BlockedRow({ person }: { person: BlockedPerson }) {
  const { t, i18n } = useTranslation();
  const name = person.display_name?.trim() || person.username;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">
          <Link
            to={`/user/${encodeURIComponent(person.username)}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            @{person.username}
          </Link>
          {' · '}
          {t('blocks.list.since', { date: formatMediumDate(person.created_at, i18n.language) })}
        </p>
      </div>
      <BlockButton userId={person.user_id} name={name} className={buttonSecondary} />
    </li>
  );
}

/** Profile: the people the user blocked, each with Unblock. */
export function BlockedPeople() {
  const { t } = useTranslation();
  const blockedPeople = useBlockedPeople();

  let body;
  if (blockedPeople.isPending) {
    body = <Spinner label={t('blocks.list.loading')} />;
  } else if (blockedPeople.isError) {
    body = (
      <LoadError
        message={t('blocks.list.loadError')}
        onRetry={() => void blockedPeople.refetch()}
        busy={blockedPeople.isFetching}
        className="mt-3"
      />
    );
  } else if (blockedPeople.data.length === 0) {
    body = <p className="mt-3 text-ink-muted">{t('blocks.list.empty')}</p>;
  } else {
    body = (
      <ul className="mt-2 divide-y divide-brand-100">
        {blockedPeople.data.map((person) => (
          <BlockedRow key={person.user_id} person={person} />
        ))}
      </ul>
    );
  }

  return (
    <SettingsSection
      titleId="blocked-people-title"
      heading={t('blocks.list.heading')}
      intro={t('blocks.list.intro')}
    >
      {body}
    </SettingsSection>
  );
}
