import { ALERTS_PER_USER_MAX } from '@core/constants';
import { MESSAGE_KEY, type AlertBody } from '@core/schemas';
import { AppError, notFound } from '../../platform/errors';
import type { TaxonomyRepository } from '../taxonomy/repository';
import { presentAlert } from './presenter';
import type { AlertRepository } from './repository';

const alertNotFound = () => notFound('Alert not found.');

export function createAlertService(alerts: AlertRepository, taxonomy: TaxonomyRepository) {
  async function checkFamilies(ids: number[] | null) {
    if (!ids) return;
    const known = new Set((await taxonomy.listFamilies(undefined)).map((family) => family.id));
    if (ids.some((id) => !known.has(id))) {
      throw new AppError('validation_failed', 400, 'Please fix the highlighted fields.', {
        fields: { familyIds: MESSAGE_KEY.requiredFamily },
      });
    }
  }

  return {
    async create(userId: string, body: AlertBody) {
      await checkFamilies(body.familyIds);
      const created = await alerts.create(userId, body);
      if (!created) {
        throw new AppError(
          'alert_limit',
          409,
          `You can have at most ${ALERTS_PER_USER_MAX} alerts. Delete one to add another.`,
        );
      }
      return presentAlert(created);
    },

    async list(userId: string) {
      return (await alerts.list(userId)).map(presentAlert);
    },

    async setPaused(userId: string, id: string, paused: boolean) {
      if (!(await alerts.setPaused(userId, id, paused))) throw alertNotFound();
      return presentAlert((await alerts.find(userId, id))!);
    },

    async remove(userId: string, id: string) {
      if (!(await alerts.remove(userId, id))) throw alertNotFound();
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
