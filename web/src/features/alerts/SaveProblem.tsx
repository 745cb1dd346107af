import { ALERTS_PER_USER_MAX } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { touchLink } from '../../ui/styles';
import { ALERTS_PATH } from './links';
import type { SaveFailure } from './saveFailure';

/**
 * Why the alert was not saved. The region is always there, so screen readers announce a
 * message the moment it appears. The price's own problem shows beside the price instead.
 */
export function SaveProblem({ problem }: { problem: SaveFailure | null }) {
  const { t } = useTranslation();
  const translate = useValidationMessage();

  let messages: string[] = [];
  if (problem?.kind === 'limit') {
    messages = [t('alerts.sheet.errors.limit', { max: ALERTS_PER_USER_MAX })];
  } else if (problem?.kind === 'network' || problem?.kind === 'generic') {
    messages = [t(`alerts.sheet.errors.${problem.kind}`)];
  } else if (problem?.kind === 'fields') {
    messages = Object.entries(problem.fields)
      .filter(([field]) => field !== 'maxPrice')
      .map(([, key]) => translate(key));
  }

  return (
    <div role="alert">
      {messages.length > 0 ? (
        <div className="rounded-lg border border-danger-200 bg-danger-50 px-3 py-2 text-danger-800">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {problem?.kind === 'limit' ? (
            <Link to={ALERTS_PATH} className={touchLink}>
              {t('alerts.sheet.errors.manage')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
